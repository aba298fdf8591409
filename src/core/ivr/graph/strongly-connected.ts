/**
 * Strongly connected components of a directed graph (Tarjan's algorithm, iterative so a long chain of
 * nodes cannot overflow the stack). Components come out in reverse topological order: a component is
 * listed before every component that leads to it.
 */
export function stronglyConnectedComponents(successors: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;

  for (const start of successors.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    visit(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = successors.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++]!;
        if (!index.has(target)) {
          visit(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          lowLink.set(frame.node, Math.min(lowLink.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) lowLink.set(parent.node, Math.min(lowLink.get(parent.node)!, lowLink.get(frame.node)!));
      if (lowLink.get(frame.node) === index.get(frame.node)) components.push(popComponent(frame.node));
    }
  }
  return components;

  function visit(node: string): void {
    index.set(node, counter);
    lowLink.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
  }

  function popComponent(root: string): string[] {
    const component: string[] = [];
    for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
      onStack.delete(node);
      component.push(node);
      if (node === root) break;
    }
    return component;
  }
}
