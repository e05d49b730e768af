import { describe, expect, it } from 'vitest';
import { inclusiveTimes, samplesOf, selfTimes, type CpuProfile } from './cpu-profile.ts';

const frame = (functionName: string, lineNumber = 0) => ({
  functionName,
  url: 'file:///app/dist/main.js',
  lineNumber,
  columnNumber: 0,
});

// root → handle → write, and handle → handle (a recursive call)
const profile: CpuProfile = {
  startTime: 1_000,
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2] },
    { id: 2, callFrame: frame('handle', 9), children: [3, 4] },
    { id: 3, callFrame: frame('write', 19) },
    { id: 4, callFrame: frame('handle', 9) },
  ],
  samples: [3, 3, 2, 4, 1],
  timeDeltas: [10, 20, 30, 40, 50],
};

describe('a CPU profile', () => {
  it('gives each sample its time, weight and stack, innermost first', () => {
    expect(samplesOf(profile)).toEqual([
      {
        at: 1_010,
        micros: 10,
        stack: ['write dist/main.js:20', 'handle dist/main.js:10', '(root) dist/main.js:1'],
      },
      {
        at: 1_030,
        micros: 20,
        stack: ['write dist/main.js:20', 'handle dist/main.js:10', '(root) dist/main.js:1'],
      },
      { at: 1_060, micros: 30, stack: ['handle dist/main.js:10', '(root) dist/main.js:1'] },
      {
        at: 1_100,
        micros: 40,
        stack: ['handle dist/main.js:10', 'handle dist/main.js:10', '(root) dist/main.js:1'],
      },
      { at: 1_150, micros: 50, stack: ['(root) dist/main.js:1'] },
    ]);
  });

  it('counts a function once per sample with its callees, and only the innermost in its own code', () => {
    const samples = samplesOf(profile, (node) => node.callFrame.functionName);
    expect(inclusiveTimes(samples)).toEqual([
      ['(root)', 150],
      ['handle', 100],
      ['write', 30],
    ]);
    expect(selfTimes(samples)).toEqual([
      ['handle', 70],
      ['(root)', 50],
      ['write', 30],
    ]);
  });
});
