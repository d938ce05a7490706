/**
 * The repository the live site's web editor (dist/admin, Decap's GitHub backend) saves to:
 * `CMS_GITHUB_REPO`, `owner/repository` (issue 47, item 8: a deploy build once shipped an editor
 * that saved to "OWNER/REPOSITORY").
 *   - named and well formed: the editor is built for it;
 *   - named but not `owner/repository`: the build stops, saying so (a typo must not publish a
 *     broken editor, nor silently none);
 *   - not named, for deploy (`--deploy`): the editor is left out of dist/, and the build says so;
 *   - not named, a local build: built with a stand-in repository, as before (never published).
 */
export type EditorChoice = { build: true; repo: string | null; warning?: undefined } | { build: false; warning: string } | { error: string };

const GITHUB_REPO = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\/[A-Za-z0-9._-]+$/;

export function chooseEditorRepo(env: NodeJS.ProcessEnv, options: { deploy: boolean }): EditorChoice {
  const repo = env.CMS_GITHUB_REPO?.trim();
  if (repo) {
    if (!GITHUB_REPO.test(repo) || repo === 'OWNER/REPOSITORY' || repo.endsWith('.git')) {
      return { error: `CMS_GITHUB_REPO "${repo}" is not a GitHub repository: write it as owner/repository, e.g. "sahyadri-exports/website" (no https://, no .git)` };
    }
    return { build: true, repo };
  }
  if (options.deploy) {
    return {
      build: false,
      warning: 'CMS_GITHUB_REPO is not set, so this deploy build leaves the web editor out (no /admin/ on the live site): it would save to no repository. Set CMS_GITHUB_REPO=owner/repository to publish it (README.md, "Editing on the live site").',
    };
  }
  return { build: true, repo: null };
}

/** The launch check's line about the live site's editor. */
export function editorLaunchLine(env: NodeJS.ProcessEnv): string {
  const choice = chooseEditorRepo(env, { deploy: true });
  if ('error' in choice) return `Web editor: ${choice.error}`;
  if (!choice.build) return `Web editor: not published: CMS_GITHUB_REPO is not set where the site is built, so a deploy build leaves /admin/ out. Set it to owner/repository to edit the live site in the browser.`;
  return `Web editor: /admin/ saves to github.com/${choice.repo} (CMS_GITHUB_REPO).`;
}
