/** The environment a test's own git calls run in: no system or user config, a fixed author. */
export function gitTestEnv(
  home: string,
  pathVar = process.env.PATH ?? '/usr/bin:/bin'
): Record<string, string> {
  return {
    PATH: pathVar,
    HOME: home,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_AUTHOR_NAME: 't',
    GIT_AUTHOR_EMAIL: 't@example.com',
    GIT_COMMITTER_NAME: 't',
    GIT_COMMITTER_EMAIL: 't@example.com'
  }
}
