import { type RefObject, useEffect } from 'react';

/**
 * On a phone a row of tabs scrolls sideways: brings the selected tab (`[role="tab"][aria-selected="true"]` in the
 * tablist under `root`) into the strip whenever `selected` changes, e.g. a tab named in the address on load.
 */
export function useSelectedTabInView(root: RefObject<HTMLElement | null>, selected: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when another tab is selected (read from the DOM)
  useEffect(() => {
    const list = root.current?.querySelector<HTMLElement>('[role="tablist"]');
    const tab = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!list || !tab) return;
    const strip = list.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    if (box.left < strip.left || box.right > strip.right)
      list.scrollLeft += box.left - strip.left - (strip.width - box.width) / 2;
  }, [root, selected]);
}
