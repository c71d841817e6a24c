import { readFileSync } from 'node:fs';

import { differencesFromLive, replayDevToolsFile } from '@/testing/devtools-replay';

// The report the browser test recorded in a real session and downloaded as support staff
// (e2e/support.spec.ts runs this file with SUPPORT_REPLAY_FILE and SUPPORT_REPLAY_LIVE_STATE, the
// state the traveller's app held the moment they pressed Report a problem). Without them, as in
// `npm test`, there is no such file and this is skipped; src/app/support-replay.test.ts replays a
// session recorded in process.
const file = process.env.SUPPORT_REPLAY_FILE;
const liveState = process.env.SUPPORT_REPLAY_LIVE_STATE;

(file && liveState ? describe : describe.skip)('a report downloaded by support staff', () => {
  it('replays in Redux DevTools with no error, to the state the traveller’s app held', () => {
    const replay = replayDevToolsFile(readFileSync(file!, 'utf8'));
    const live = JSON.parse(readFileSync(liveState!, 'utf8')) as object;
    expect(replay.steps.length).toBeGreaterThan(20);
    expect(replay.steps.filter((step) => step.error)).toEqual([]);
    expect(differencesFromLive(replay.lastState, live)).toEqual([]);
  });
});
