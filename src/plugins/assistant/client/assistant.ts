/**
 * The widget's timings, what its frame may do, and the event that opens it from anywhere on the
 * page. Nothing here imports the theme, so the browser tests read these values in Node.
 */

/** Delay between the press effect and the dialog opening (spec section 9). */
export const PRESS_EFFECT_MS = 200;
/** Height of the assistant frame in the normal (not maximized) state (spec section 9). */
export const FRAME_HEIGHT_PX = 500;

/**
 * What the frame may do: run the assistant's scripts, keep its own session (same-origin for its
 * own origin only; the frame is cross-origin to us), submit its message form and open the links
 * it cites in a new tab. Nothing else: no top navigation, no downloads, no modals.
 */
export const FRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

/** Window event that opens the assistant from anywhere on the page (e.g. "Ask KasmGPT"). */
export const OPEN_ASSISTANT_EVENT = 'kasm:open-assistant';

export function openAssistant(): void {
  window.dispatchEvent(new Event(OPEN_ASSISTANT_EVENT));
}
