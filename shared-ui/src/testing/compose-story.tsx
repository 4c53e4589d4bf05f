import type { ComponentType, ReactElement } from 'react';

type Args = Record<string, unknown>;
type StoryContext = { args: Args };
type Decorator = (Story: () => ReactElement, context: StoryContext) => ReactElement;

interface StoryAnnotations {
  args?: Args;
  render?: (args: Args, context: StoryContext) => ReactElement;
  decorators?: Decorator[];
}

/** The default export of a CSF3 stories module. */
export interface StoriesMeta extends StoryAnnotations {
  title?: string;
  component?: ComponentType<Args>;
}

/**
 * Turns a CSF3 story into an element the way Storybook does (args merged over the meta's, the
 * story's render else the meta's else the component, story decorators inside the meta's).
 * Storybook 10's own composeStories is ESM-only, which this CommonJS jest setup cannot load.
 */
export function composeStory(story: StoryAnnotations, meta: StoriesMeta): ReactElement {
  const args = { ...meta.args, ...story.args };
  const context = { args };
  const render =
    story.render ??
    meta.render ??
    ((storyArgs: Args) => {
      if (!meta.component)
        throw new Error(`Story in ${meta.title} has neither render nor component`);
      const Component = meta.component;
      return <Component {...storyArgs} />;
    });
  const decorators = [...(story.decorators ?? []), ...(meta.decorators ?? [])];
  const decorated = decorators.reduce<() => ReactElement>(
    (inner, decorator) => () => decorator(inner, context),
    () => render(args, context),
  );
  return decorated();
}
