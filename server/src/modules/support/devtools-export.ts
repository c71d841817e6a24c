// The file Redux DevTools imports as it is: the format of the extension's own "Export" button.
// Its page script collects the lifted store's staged actions and committed state, stringifies both
// (EXPORT in toContentScript), and the app core writes
//   JSON.stringify({ payload, preloadedState }, null, '\t')
// (redux-devtools-app-core, middlewares/exportState.ts). "Import" parses the file, then `payload`
// and `preloadedState` again (extension, app/api/importState.ts), and an array of actions makes
// @redux-devtools/instrument's IMPORT_STATE start from preloadedState and replay each action
// through the app's own reducers: the state and the actions, step by step.

export interface DevToolsExport {
  payload: string;
  preloadedState: string;
}

export function toDevToolsExport(report: {
  preloadedState: Record<string, unknown>;
  actions: readonly { type: string }[];
}): string {
  const file: DevToolsExport = {
    payload: JSON.stringify(report.actions),
    preloadedState: JSON.stringify(report.preloadedState),
  };
  return JSON.stringify(file, null, '\t');
}
