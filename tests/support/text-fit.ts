import type { Page } from "@playwright/test";

/**
 * Every visible element holding text whose content does not fit: wider than its box (a single-line
 * label cut off or ellipsised), taller than a box that clips (a clamped multi-line label), or
 * reaching outside the viewport (unless inside a strip that scrolls sideways, like the chips).
 * Returns one line per problem, naming the element and its text.
 */
export function overflowingTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const scrollsSideways = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (/auto|scroll/.test(getComputedStyle(a).overflowX)) return true;
      }
      return false;
    };
    const problems: string[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>("*")) {
      const text = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? "").join("").trim();
      if (!text || el.getClientRects().length === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility !== "visible" || el.closest("[aria-hidden=true]")) continue;
      const name = `<${el.tagName.toLowerCase()}${el.className ? ` class="${el.className}"` : ""}> "${text.slice(0, 60)}"`;
      const box = el.getBoundingClientRect();
      if (style.display !== "inline" && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) {
        problems.push(`${name} is ${el.scrollWidth}px wide in a ${el.clientWidth}px box`);
      }
      if (style.display !== "inline" && style.overflowY !== "visible" && el.scrollHeight > el.clientHeight + 2) {
        problems.push(`${name} is ${el.scrollHeight}px tall in a ${el.clientHeight}px box`);
      }
      if (!scrollsSideways(el) && (box.left < -1 || box.right > viewport + 1)) {
        problems.push(`${name} spans ${Math.round(box.left)}–${Math.round(box.right)}px of a ${viewport}px screen`);
      }
    }
    return problems;
  });
}
