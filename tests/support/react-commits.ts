import type { Page } from "@playwright/test";

/**
 * One React commit: the animation frame it came in (counted from the page's start), the components
 * that rendered in it, each named by its first element's data-testid or class, and the props that
 * came to those components as new values ("quote-item.instrument").
 */
export interface Commit {
  frame: number;
  rendered: string[];
  newProps: string[];
}

interface Fiber {
  tag: number;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
  stateNode: unknown;
  memoizedProps: Record<string, unknown> | null;
}

/**
 * Listens to React's commits the way its DevTools do (the production build calls the global hook
 * too): a component rendered in a commit when React did its work on it (the PerformedWork flag);
 * a subtree whose children React did not clone was skipped whole. Install before the app loads.
 */
export async function recordCommits(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const PERFORMED_WORK = 1;
    const FUNCTION_TAGS = new Set([0, 11, 14, 15]); // function, forwardRef, memo, simple memo
    const HOST_TAGS = new Set([5, 26, 27]);
    const commits: { frame: number; rendered: string[]; newProps: string[] }[] = [];
    let frame = 0;
    const count = () => {
      frame++;
      requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
    const nameOf = (fiber: Fiber): string => {
      let node: Fiber | null = fiber.child;
      while (node && !HOST_TAGS.has(node.tag)) node = node.child;
      const el = node?.stateNode as Element | undefined;
      return el?.getAttribute?.("data-testid") ?? el?.getAttribute?.("class") ?? "(no element)";
    };
    const walk = (fiber: Fiber | null, rendered: string[], newProps: string[]) => {
      for (let node = fiber; node; node = node.sibling) {
        const before = node.alternate;
        if (FUNCTION_TAGS.has(node.tag) && (node.flags & PERFORMED_WORK) !== 0 && before) {
          const name = nameOf(node);
          rendered.push(name);
          const props = node.memoizedProps ?? {};
          for (const key of Object.keys(props)) if (props[key] !== before.memoizedProps?.[key]) newProps.push(`${name}.${key}`);
        }
        if (!before || node.child !== before.child) walk(node.child, rendered, newProps);
      }
    };
    Object.assign(window, {
      __pipwiseCommits: commits,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        isDisabled: false,
        inject: () => 1,
        checkDCE() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onCommitFiberRoot(_id: number, root: { current: Fiber }) {
          const rendered: string[] = [];
          const newProps: string[] = [];
          walk(root.current.child, rendered, newProps);
          commits.push({ frame, rendered, newProps });
        },
      },
    });
  });
}

/** Forgets the commits so far. */
export async function clearCommits(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __pipwiseCommits: unknown[] }).__pipwiseCommits.length = 0));
}

/** The commits since the last clear, oldest first, leaving out those that rendered nothing already mounted. */
export async function commitsSoFar(page: Page): Promise<Commit[]> {
  const commits = await page.evaluate(() => (window as unknown as { __pipwiseCommits: Commit[] }).__pipwiseCommits.slice());
  return commits.filter((commit) => commit.rendered.length > 0);
}
