import type { BoardAgent, BoardGroup } from './board-snapshot';
import type { BoardThresholds } from './thresholds';

export type AgentSection = { group: BoardGroup | null; agents: BoardAgent[] };

/**
 * Agents sectioned by group as the lead assigned them (an agent may sit in several groups), groups in the
 * service's order, then the agents in no group. Members the service no longer lists are left out.
 */
export function agentsByGroup(
  agents: readonly BoardAgent[],
  groups: readonly BoardGroup[],
  members: BoardThresholds['groupMembers'],
): AgentSection[] {
  const byId = new Map(agents.map((agent) => [agent.id, agent]));
  const placed = new Set<string>();
  const sections: AgentSection[] = [];
  for (const group of groups) {
    const inGroup = (members[group.id] ?? []).flatMap((id) => {
      const agent = byId.get(id);
      return agent ? [agent] : [];
    });
    inGroup.forEach((agent) => placed.add(agent.id));
    if (inGroup.length > 0) sections.push({ group, agents: inGroup });
  }
  const rest = agents.filter((agent) => !placed.has(agent.id));
  if (rest.length > 0) sections.push({ group: null, agents: rest });
  return sections;
}
