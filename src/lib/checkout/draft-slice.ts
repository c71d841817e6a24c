import { createSlice, type ActionCreatorWithPayload, type PayloadAction } from '@reduxjs/toolkit';

/*
 * A checkout wizard as the traveller left it, for a kind whose wizard is one draft: which offer
 * it is for, the step, and what was entered (never the card). Persisted, so a reload or a detour
 * through sign-in comes back to it; the kind's persisted-draft.ts checks what a reload brings.
 * The kind's slice module announces it (lazySlice), so it joins the store with its feature.
 */

/** Every kind's wizard has three steps, the last one Payment. */
export type WizardStep = 0 | 1 | 2;

export interface DraftState<Draft> {
  draft: Draft | null;
}

/** The kind's slice, named `name` (its actions are `name/draftSaved`, `name/stepChanged`…). */
export function createDraftSlice<Draft extends { step: WizardStep }, Name extends string>(
  name: Name,
) {
  return createSlice({
    name,
    initialState: { draft: null } as DraftState<Draft>,
    reducers: {
      draftSaved: (_state, action: PayloadAction<Draft>) => ({ draft: action.payload }),
      stepChanged(state, action: PayloadAction<WizardStep>) {
        if (state.draft) state.draft.step = action.payload;
      },
      draftCleared: () => ({ draft: null }),
    },
    selectors: {
      selectDraft: (state) => state.draft,
    },
  });
}

/** A kind's draft slice as the shared checkout form uses it. */
export interface DraftSlice<Draft> {
  actions: {
    draftSaved: ActionCreatorWithPayload<Draft>;
    stepChanged: ActionCreatorWithPayload<WizardStep>;
  };
  /** The kind's draft in the app's state (its slice's own key). */
  selectDraft: (state: object) => Draft | null;
}
