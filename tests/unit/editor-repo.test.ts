import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseEditorRepo } from '../../scripts/editor-repo.ts';
import { checkCommand } from '../../scripts/content/check-command.ts';
import { contentDir } from './content-dirs.ts';

/** The live site's editor and the repository it saves to (issue 47, item 8). */
const root = path.resolve(import.meta.dirname, '../..');

describe('the web editor of a deploy build', () => {
  it('is built for a named repository, left out (saying so) when none is named, and a malformed name stops the build', () => {
    expect(chooseEditorRepo({ CMS_GITHUB_REPO: 'sahyadri-exports/website' }, { deploy: true })).toEqual({ build: true, repo: 'sahyadri-exports/website' });
    const left = chooseEditorRepo({}, { deploy: true });
    expect(left).toMatchObject({ build: false });
    expect('warning' in left && left.warning).toMatch(/CMS_GITHUB_REPO is not set, so this deploy build leaves the web editor out/);
    for (const bad of ['OWNER/REPOSITORY', 'https://github.com/a/b', 'a/b.git', 'just-a-name']) {
      expect(chooseEditorRepo({ CMS_GITHUB_REPO: bad }, { deploy: true }), bad).toHaveProperty('error');
    }
    // A local build keeps its stand-in: it is never published.
    expect(chooseEditorRepo({}, { deploy: false })).toEqual({ build: true, repo: null });
  });

  it('npm run build -- --deploy stops at once on a repository that is not owner/repository', () => {
    const run = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts', '--deploy'], {
      cwd: root,
      env: { ...process.env, CONTENT_DIR: contentDir, DIST_DIR: path.join(root, 'tests/.tmp/editor-repo-dist'), SITE_URL: 'https://www.example.com', CMS_GITHUB_REPO: 'OWNER/REPOSITORY' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('CMS_GITHUB_REPO "OWNER/REPOSITORY" is not a GitHub repository');
  }, 70_000);

  it('the launch check lists where the live editor saves, or that it is not published', () => {
    expect(checkCommand(['--launch'], { CONTENT_DIR: contentDir }).stdout).toContain(
      'Web editor: not published: CMS_GITHUB_REPO is not set where the site is built, so a deploy build leaves /admin/ out. Set it to owner/repository to edit the live site in the browser.',
    );
    expect(checkCommand(['--launch'], { CONTENT_DIR: contentDir, CMS_GITHUB_REPO: 'sahyadri-exports/website' }).stdout).toContain('Web editor: /admin/ saves to github.com/sahyadri-exports/website (CMS_GITHUB_REPO).');
  });
});
