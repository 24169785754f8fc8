/**
 * The routes of a branch's state, as GitHub answers them: `GET
 * /repos/{o}/{r}/branches/{branch}` (404 for none) and `GET
 * /repos/{o}/{r}/commits?sha=<branch>&per_page=<n>` (newest first; 404
 * for an unknown ref). Read from the world's refs.
 */
import type { GitHubWorld } from './world.js'

interface BranchReply {
  status: number
  body: unknown
}

const notFound: BranchReply = {
  status: 404,
  body: {
    message: 'Not Found',
    documentation_url: 'https://docs.github.com/rest'
  }
}

export function branchReply(world: GitHubWorld, branch: string): BranchReply {
  const sha = world.refs.sha(`refs/heads/${branch}`)
  if (!world.refs.hasBranch(branch) || !sha) {
    return {
      status: 404,
      body: {
        message: 'Branch not found',
        documentation_url: 'https://docs.github.com/rest'
      }
    }
  }
  return {
    status: 200,
    body: {
      name: branch,
      commit: { sha, url: `${world.htmlBase}/commit/${sha}` },
      protected: false
    }
  }
}

export function commitsReply(
  world: GitHubWorld,
  query: Record<string, string>
): BranchReply {
  const ref = query.sha ?? world.defaultBranch
  const perPage = Math.min(100, Math.max(1, Number(query.per_page ?? 30) || 30))
  const full = /^[0-9a-f]{40}$/.test(ref) ? ref : `refs/heads/${ref}`
  if (!world.refs.sha(full)) return notFound
  return {
    status: 200,
    body: world.refs.log(full, perPage).map(({ sha, message }) => ({
      sha,
      html_url: `${world.htmlBase}/commit/${sha}`,
      commit: { message, author: { name: 'x' }, committer: { name: 'x' } },
      parents: []
    }))
  }
}
