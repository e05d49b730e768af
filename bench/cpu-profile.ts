/**
 * A V8 CPU profile (Node's `--cpu-prof`, or the Chrome DevTools protocol's `Profiler.stop`) read
 * as samples with their stacks, and the time each function took, with or without its callees.
 */

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

export interface Sample {
  /** When it was taken, in the profile's microseconds. */
  at: number;
  micros: number;
  /** The functions it was in, innermost first, as `nameOf` names them. */
  stack: string[];
}

/** `name file:line`, the line counted from 1. */
export const plainName = ({ callFrame }: ProfileNode) =>
  `${callFrame.functionName || '(anonymous)'} ${callFrame.url.split('/').slice(-2).join('/')}:${callFrame.lineNumber + 1}`;

/** The profile's samples, each with its time, its weight and its stack. */
export function samplesOf(
  profile: CpuProfile,
  nameOf: (node: ProfileNode) => string = plainName,
): Sample[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const stacks = new Map<number, string[]>();
  const stackOf = (id: number) => {
    let stack = stacks.get(id);
    if (!stack) {
      stack = [];
      for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
        const node = byId.get(at);
        if (node) stack.push(nameOf(node));
      }
      stacks.set(id, stack);
    }
    return stack;
  };
  let at = profile.startTime;
  return (profile.samples ?? []).map((id, index) => {
    const micros = profile.timeDeltas?.[index] ?? 0;
    at += micros;
    return { at, micros, stack: stackOf(id) };
  });
}

/** Time per function with its callees (a recursive call counted once), largest first. */
export function inclusiveTimes(samples: readonly Sample[]): [string, number][] {
  const totals = new Map<string, number>();
  for (const { micros, stack } of samples)
    for (const name of new Set(stack)) totals.set(name, (totals.get(name) ?? 0) + micros);
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/** Time per function in its own code, largest first. */
export function selfTimes(samples: readonly Sample[]): [string, number][] {
  const totals = new Map<string, number>();
  for (const { micros, stack } of samples) {
    const name = stack[0];
    if (name !== undefined) totals.set(name, (totals.get(name) ?? 0) + micros);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}
