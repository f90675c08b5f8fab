import { useSyncExternalStore } from "react";

/**
 * A page's own call to action on screen (the product page's "Enquire on WhatsApp"): the floating
 * WhatsApp launcher steps aside while one is, so on a phone it never covers the page's button.
 * A page marks its button with `ref={markPageCta}`; the launcher reads `usePageCtaOnScreen()`.
 */
const onScreen = new Set<Element>();
const subscribers = new Set<() => void>();
let observer: IntersectionObserver | null = null;

function notify() {
  for (const subscriber of subscribers) subscriber();
}

function observe(element: Element) {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) onScreen.add(entry.target);
      else onScreen.delete(entry.target);
    }
    notify();
  });
  observer.observe(element);
}

/** A ref callback (React 19: its return value is the cleanup). */
export function markPageCta(element: Element | null): (() => void) | undefined {
  if (!element || typeof IntersectionObserver !== "function") return undefined;
  observe(element);
  return () => {
    observer?.unobserve(element);
    if (onScreen.delete(element)) notify();
  };
}

function subscribe(subscriber: () => void) {
  subscribers.add(subscriber);
  return () => void subscribers.delete(subscriber);
}

export function usePageCtaOnScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => onScreen.size > 0,
    () => false,
  );
}
