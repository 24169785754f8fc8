/**
 * What may stay live in the text a run posts (docs/security.md item 19):
 * the requester's mention, and images from GitHub's own hosts for this
 * repository. The neutraliser (`security/neutralize.ts`) takes it as data.
 */
import type { PostingPolicy } from '../../security/index.js'

/**
 * The policy of a run, from its log URL (`<server>/<owner>/<repo>/actions/
 * runs/<id>`, as `repository.ts` builds it) and its requester. On
 * github.com: user attachments, this repository's files on github.com and
 * raw.githubusercontent.com, and the user-images hosts; on any other
 * server (GitHub Enterprise Server), that server. A URL that is not a run
 * URL allows no image.
 */
export function postingPolicy(
  runUrl: string,
  requester: string | null | undefined
): PostingPolicy {
  const mentions = requester ? [requester] : []
  let url: URL
  try {
    url = new URL(runUrl)
  } catch {
    return { mentions, imageSources: [] }
  }
  const [owner, repo] = url.pathname.split('/').filter(Boolean)
  if (!owner || !repo) return { mentions, imageSources: [] }
  if (url.origin !== 'https://github.com')
    return { mentions, imageSources: [`${url.origin}/`] }
  return {
    mentions,
    imageSources: [
      'https://github.com/user-attachments/',
      `https://github.com/${owner}/${repo}/`,
      `https://raw.githubusercontent.com/${owner}/${repo}/`,
      'https://user-images.githubusercontent.com/',
      'https://private-user-images.githubusercontent.com/'
    ]
  }
}
