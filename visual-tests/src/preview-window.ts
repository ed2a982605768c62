/** What the visual suite reads and drives in Storybook's preview iframe. */
export interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: {
      id?: string;
      phase?: string;
      story?: { parameters?: { a11y?: { options?: Record<string, unknown> } } };
    };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: {
    emit: (event: string, ...args: unknown[]) => void;
    on: (event: string, listener: (...args: never[]) => void) => void;
    off: (event: string, listener: (...args: never[]) => void) => void;
  };
}
