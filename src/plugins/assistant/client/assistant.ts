/**
 * The widget's timings, what its frame may do, the event that opens it from anywhere on the
 * page, and the shape of the plugin's global data. Nothing here imports browser or theme
 * modules, so the plugin (../index.ts) and the browser tests read these values in Node.
 */

/** The plugin's name, under which its global data is published. */
export const ASSISTANT_PLUGIN_NAME = 'assistant';

/** What the plugin hands to the browser (read with useAssistant). */
export interface AssistantData {
  /** The name readers know it by (KasmGPT). */
  name: string;
  /** The hosted chat page the dialog shows. */
  embedUrl: string;
}

/** Delay between the press effect and the dialog opening. */
export const PRESS_EFFECT_MS = 200;
/** Height of the assistant frame in the normal (not maximized) state. */
export const FRAME_HEIGHT_PX = 500;

/**
 * How long the dialog waits for the assistant before saying it cannot be reached. A cross-origin
 * frame fires its load event even for the browser's network-error page, so the dialog also
 * probes the assistant's origin; a slow origin answers neither. The chat page normally loads in a
 * few seconds even on a phone connection: after 15 s something is wrong, and a reader waiting
 * longer than that in front of a spinner is better served by the way around it.
 */
export const FRAME_TIMEOUT_MS = 15_000;

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
