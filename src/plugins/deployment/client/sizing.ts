/**
 * The sizing calculator's logic, apart from React: how many sessions an agent fits by its cores
 * and by its memory, which of the two limits it, how many agents the peak number of concurrent
 * sessions needs, and the swap and disk of each, from the numbers the system requirements page
 * states (src/data/releases, `sizing_*`, and the release fact `autoscale_agent_swap_size_gb`).
 */
import type {SizingFacts} from '../../../data/releases/types';

/** What the reader enters; memory in GB (10^9 bytes), as the page writes it. */
export interface SizingInput {
  readonly sessions: number;
  readonly sessionCores: number;
  readonly sessionMemoryGb: number;
  readonly agentCores: number;
  readonly agentMemoryGb: number;
  /** Agents kept spare, on top of those the peak needs. */
  readonly spareAgents: number;
}

export const SIZING_FIELDS = [
  'sessions',
  'sessionCores',
  'sessionMemoryGb',
  'agentCores',
  'agentMemoryGb',
  'spareAgents',
] as const satisfies readonly (keyof SizingInput)[];
export type SizingField = (typeof SIZING_FIELDS)[number];

/** The page's worked example: a 16-core, 64 GB agent and default workspaces. */
export function defaultSizingInput(facts: SizingFacts): SizingInput {
  return {
    sessions: 100,
    sessionCores: facts.workspaceCores.value,
    sessionMemoryGb: facts.workspaceMemoryBytes.value / 1e9,
    agentCores: 16,
    agentMemoryGb: 64,
    spareAgents: 1,
  };
}

/** Why a value is refused, in the words the calculator shows next to its field. */
export function validateSizingValue(field: SizingField, input: string): string | undefined {
  const text = input.trim();
  if (text === '') return 'Enter a number.';
  if (!/^\d+(\.\d+)?$/.test(text)) return 'Enter a number, such as 16 or 2.5, without units.';
  const value = Number(text);
  switch (field) {
    case 'sessions':
      return Number.isInteger(value) && value >= 1
        ? undefined
        : 'Enter a whole number of 1 or more.';
    case 'spareAgents':
      return Number.isInteger(value) ? undefined : 'Enter a whole number, 0 for none.';
    default:
      return value > 0 ? undefined : 'Enter a number greater than 0.';
  }
}

export interface SizingResult {
  readonly byCores: number;
  readonly byMemory: number;
  readonly perAgent: number;
  /** What limits an agent: its cores, its memory, or both equally. */
  readonly limit: 'cores' | 'memory' | 'both';
  /** Agents the peak needs, before the spare ones. */
  readonly needed: number;
  readonly agents: number;
  readonly minimumDiskGb: number;
  readonly minimumCores: number;
  readonly minimumMemoryGb: number;
}

/** The sizing of the agents; `perAgent` 0 means an agent of that size fits no session. */
export function sizeAgents(facts: SizingFacts, input: SizingInput): SizingResult {
  // A small tolerance keeps 2.768 GB x 23 from counting as more than 64 through rounding.
  const fit = (capacity: number, need: number) => Math.floor(capacity / need + 1e-9);
  const byCores = fit(input.agentCores, input.sessionCores);
  const byMemory = fit(input.agentMemoryGb, input.sessionMemoryGb);
  const perAgent = Math.min(byCores, byMemory);
  const needed = perAgent > 0 ? Math.ceil(input.sessions / perAgent) : 0;
  return {
    byCores,
    byMemory,
    perAgent,
    limit: byCores === byMemory ? 'both' : byCores < byMemory ? 'cores' : 'memory',
    needed,
    agents: needed + input.spareAgents,
    minimumDiskGb: facts.minimumDiskGb.value,
    minimumCores: facts.minimumCores.value,
    minimumMemoryGb: facts.minimumMemoryGb.value,
  };
}

/** The inputs an address holds (each field by name), or why some cannot be used. */
export function sizingFromQuery(
  search: string,
  defaults: SizingInput,
): {input: SizingInput; problem?: string} {
  const params = new URLSearchParams(search);
  const values: Record<string, number> = {...defaults};
  const refused: string[] = [];
  for (const field of SIZING_FIELDS) {
    const raw = params.get(field);
    if (raw === null) continue;
    if (validateSizingValue(field, raw) === undefined) values[field] = Number(raw);
    else refused.push(field);
  }
  return {
    input: values as unknown as SizingInput,
    problem:
      refused.length > 0
        ? `The address holds values the calculator cannot use (${refused.join(', ')}); it shows the page's example values for them instead.`
        : undefined,
  };
}

export function queryOfSizing(input: SizingInput): string {
  const params = new URLSearchParams();
  for (const field of SIZING_FIELDS) params.set(field, String(input[field]));
  return params.toString();
}
