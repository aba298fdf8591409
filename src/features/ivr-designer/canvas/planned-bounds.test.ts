import { describe, expect, it } from 'vitest';
import { generatedMenu } from '../test-support/menu-fixture';
import { PROMPT_SIZE, TARGET_SIZE } from '../flow/flow-types';
import { toFlow } from '../flow/to-flow';
import { dropPlannedHandles, withPlannedBounds } from './planned-bounds';

const flow = toFlow(generatedMenu(3), {});
const prompt = flow.nodes.find((node) => node.type === 'prompt')!;
const target = flow.nodes.find((node) => node.type !== 'prompt' && node.type !== 'missingNode')!;

describe('planned bounds of cards not drawn yet', () => {
  it('gives a prompt its planned size, an arriving and a leaving handle; an end card only the arriving one', () => {
    const planned = withPlannedBounds(prompt);
    expect(planned.measured).toEqual(PROMPT_SIZE);
    expect(planned.handles?.map((handle) => [handle.type, handle.x])).toEqual([
      ['target', -1],
      ['source', PROMPT_SIZE.width - 1],
    ]);
    const end = withPlannedBounds(target);
    expect(end.measured).toEqual(TARGET_SIZE);
    expect(end.handles?.map((handle) => handle.type)).toEqual(['target']);
  });

  it('leaves a measured card as it is', () => {
    const measured = { ...prompt, measured: { width: 300, height: 180 } };
    expect(withPlannedBounds(measured)).toBe(measured);
  });

  it('drops the planned handles of a card measured at another size, and only those', () => {
    const planned = [withPlannedBounds(prompt), withPlannedBounds(target)];
    expect(dropPlannedHandles(planned)).toBe(planned);
    const drawn = [{ ...planned[0]!, measured: { width: 260, height: 190 } }, planned[1]!];
    const kept = dropPlannedHandles(drawn);
    expect(kept[0]!.handles).toBeUndefined();
    expect(kept[0]!.measured).toEqual({ width: 260, height: 190 });
    expect(kept[1]).toBe(planned[1]);
  });
});
