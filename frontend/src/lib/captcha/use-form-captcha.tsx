import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { failingCaptcha, type Captcha } from './captcha';
import styles from './Captcha.module.css';

/**
 * The app's provider supplies the configured captcha (site-captcha.ts); without one every
 * token fails, so no form ever pretends a submission went out.
 */
const CaptchaContext = createContext<Captcha>(failingCaptcha('no captcha is wired'));

export function CaptchaProvider({ captcha, children }: { captcha: Captcha; children: ReactNode }) {
  return <CaptchaContext.Provider value={captcha}>{children}</CaptchaContext.Provider>;
}

export interface UseFormCaptcha {
  /** Put on the `<form>`: its first focus starts loading the captcha, never the page load. */
  onFocus: () => void;
  /** Where a hosted widget draws itself; null for the proof of work. */
  slot: ReactNode;
  token: () => Promise<string>;
  /** Call after each submission, whatever its outcome: tokens are single use. */
  reset: () => void;
}

class SlotPlace {
  private element: HTMLElement | null = null;
  readonly get = () => this.element;
  set(element: HTMLElement | null) {
    this.element = element;
  }
}

export function useFormCaptcha(): UseFormCaptcha {
  const captcha = useContext(CaptchaContext);
  // Where the widget is drawn, read only when the captcha starts (never during render).
  const [slotPlace] = useState(() => new SlotPlace());
  const formCaptcha = useMemo(() => captcha.forForm(slotPlace.get), [captcha, slotPlace]);
  // The widget lives as long as its place in the form (a form replaced by its success text
  // takes the widget with it).
  const bindSlot = useCallback(
    (node: HTMLDivElement | null) => {
      slotPlace.set(node);
      return () => {
        slotPlace.set(null);
        formCaptcha.dispose();
      };
    },
    [formCaptcha, slotPlace],
  );
  return {
    onFocus: () => formCaptcha.prepare(),
    slot: captcha.needsSlot ? <div ref={bindSlot} className={styles.slot} /> : null,
    token: () => formCaptcha.token(),
    reset: () => formCaptcha.reset(),
  };
}
