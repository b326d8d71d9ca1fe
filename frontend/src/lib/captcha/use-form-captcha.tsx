import { createContext, useCallback, useContext, useMemo, useRef, type ReactNode } from 'react';
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

export function useFormCaptcha(): UseFormCaptcha {
  const captcha = useContext(CaptchaContext);
  const element = useRef<HTMLDivElement | null>(null);
  const formCaptcha = useMemo(() => captcha.forForm(() => element.current), [captcha]);
  // The widget lives as long as its place in the form (a form replaced by its success text
  // takes the widget with it).
  const bindSlot = useCallback(
    (node: HTMLDivElement | null) => {
      element.current = node;
      return () => {
        element.current = null;
        formCaptcha.dispose();
      };
    },
    [formCaptcha],
  );
  return {
    onFocus: () => formCaptcha.prepare(),
    slot: captcha.needsSlot ? <div ref={bindSlot} className={styles.slot} /> : null,
    token: () => formCaptcha.token(),
    reset: () => formCaptcha.reset(),
  };
}
