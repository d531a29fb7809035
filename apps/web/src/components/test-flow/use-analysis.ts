import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { AnalyzeTestRequest, Inference } from '@portal/contract';
import { errorMessage } from '../../lib/http';
import { IDLE, outcomeOf, overlayReducer, STAGE_MS, type OverlayState } from './analysis-overlay';
import { analyzeTest } from './api/analyze-test';
import { getAnalysis } from '../results/api/get-analysis';
import { UploadGate } from './upload-gate';

/** How often an IN PROGRESS reading is asked again. */
export const POLL_MS = 1000;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });

export interface AnalysisControls {
  state: OverlayState;
  /** A photo key from the camera frame: starts the analysis unless one runs or it is a repeat. */
  submit: (key: string) => void;
  /** Back to the camera after a failure. */
  reset: () => void;
}

/**
 * Runs the analysis of each photo the camera frame stores: one at a time, a repeated key within the
 * duplicate window ignored, IN PROGRESS polled until done; the overlay's stages follow.
 */
export function useAnalysis(testName: string, request: Omit<AnalyzeTestRequest, 'FileID'>): AnalysisControls {
  const [state, dispatch] = useReducer(overlayReducer, IDLE);
  const gate = useRef(new UploadGate());
  const aborter = useRef(new AbortController());
  const latest = useRef({ testName, request });
  useEffect(() => {
    latest.current = { testName, request };
  });
  useEffect(() => {
    const controller = new AbortController();
    aborter.current = controller;
    return () => {
      controller.abort();
    };
  }, []);

  // The shown stage moves on one step per STAGE_MS toward how far the analysis is.
  useEffect(() => {
    if (state.phase !== 'running') return;
    const timer = setTimeout(() => {
      dispatch({ type: 'tick' });
    }, STAGE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [state]);

  const submit = useCallback((key: string) => {
    const answer = gate.current.admit(key, Date.now());
    if (answer !== 'accept') {
      console.warn(
        answer === 'busy'
          ? 'Ignored a photo while another one is being read.'
          : 'Ignored the same photo again within the duplicate upload window.',
      );
      return;
    }
    dispatch({ type: 'start', key });
    const { signal } = aborter.current;
    const { testName: name, request: fields } = latest.current;
    void (async () => {
      try {
        // The server's reader checks the photo's quality first, then reads it, while this request waits.
        dispatch({ type: 'reading' });
        let inference: Inference = await analyzeTest(name, { ...fields, FileID: key }, signal);
        let outcome = outcomeOf(inference);
        while (!outcome) {
          await pause(POLL_MS, signal);
          inference = await getAnalysis(inference.ID, signal);
          outcome = outcomeOf(inference);
        }
        dispatch({ type: 'answered', outcome });
      } catch (error) {
        if (signal.aborted) return;
        dispatch({ type: 'answered', outcome: { kind: 'failed', reason: errorMessage(error, '') || null } });
      }
    })();
  }, []);

  const reset = useCallback(() => {
    gate.current.release();
    dispatch({ type: 'reset' });
  }, []);

  return { state, submit, reset };
}
