/**
 * The Octokit one client calls GitHub with, and the three ways it calls:
 * one request, one whose 404 means "nothing there", and every page of a
 * REST list (`listAll`). A failure becomes a GitHubRequestError.
 */
import { Octokit } from '@octokit/rest'
import { GitHubRequestError, type RepoRef } from '../types.js'
import { PER_PAGE, readAllPages } from './pages.js'
import {
  DEFAULT_RETRY_POLICY,
  RETRY_NOTE,
  retryingRequest,
  type RetryPolicy
} from './request-retry.js'
import { errorMessage } from '../../shared/index.js'

const quiet = (): void => {}

/** Options of the Octokit-backed client. */
export interface OctokitClientOptions extends RepoRef {
  token: string
  /** REST base, `GITHUB_API_URL` (github.com, GHES or a test double). */
  baseUrl: string
  userAgent?: string
  /** Retries of failed calls; tests shorten the waits. */
  retry?: Partial<RetryPolicy>
}

/** A failed call as a GitHubRequestError naming `route`. */
export function wrap(route: string, error: unknown): GitHubRequestError {
  const status = (error as { status?: number }).status ?? 0
  const data = (
    error as { response?: { data?: { message?: string; errors?: unknown } } }
  ).response?.data
  const note = (error as Record<string, unknown>)[RETRY_NOTE]
  const detail = `${data?.message ?? errorMessage(error)}${typeof note === 'string' ? ` (${note})` : ''}`
  const errors = data?.errors
    ? ` ${JSON.stringify(data.errors).slice(0, 300)}`
    : ''
  return new GitHubRequestError(
    `${route} failed (${status || 'network error'}): ${detail}${errors}`,
    status,
    route
  )
}

/** What every call of one client shares: the Octokit and the repository. */
export interface Api {
  octokit: Octokit
  repo: { owner: string; repo: string }
}

/** An Octokit for the options, retrying through `request-retry.ts`. */
export function connect(options: OctokitClientOptions): Api {
  const octokit = new Octokit({
    auth: options.token,
    baseUrl: options.baseUrl,
    userAgent: options.userAgent ?? 'agent-action',
    // Octokit logs every failed call, expected 404s included; failures
    // that matter reach the job log through the caller, once.
    log: { debug: quiet, info: quiet, warn: quiet, error: quiet }
  })
  octokit.hook.wrap(
    'request',
    retryingRequest({ ...DEFAULT_RETRY_POLICY, ...options.retry }) as never
  )
  return { octokit, repo: { owner: options.owner, repo: options.repo } }
}

/** Runs one call; a failure becomes a GitHubRequestError naming `route`. */
export async function call<T>(
  route: string,
  run: () => Promise<T>
): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw wrap(route, error)
  }
}

/** Runs one call whose 404 means "nothing there" (`null`). */
export async function callOrNull<T>(
  route: string,
  run: () => Promise<T>
): Promise<T | null> {
  try {
    return await run()
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null
    throw wrap(route, error)
  }
}

/** The page parameters of one request of a REST list. */
interface PageParams {
  per_page: number
  page: number
}

/**
 * Every item of a REST list, every page (`pages.ts`: at most `limit.cap`,
 * the first or the last ones), each mapped to the client's shape.
 * `fetchPage` asks one page: it adds the page parameters to its request.
 */
export async function listAll<T, U>(
  route: string,
  fetchPage: (
    page: PageParams
  ) => Promise<{ data: T[]; headers: { link?: string } }>,
  limit: { cap: number; keep: 'first' | 'last' },
  map: (item: T) => U
): Promise<U[]> {
  const items = await call(route, () =>
    readAllPages(
      (page) =>
        fetchPage({ per_page: PER_PAGE, page }).then(({ data, headers }) => ({
          items: data,
          link: headers.link
        })),
      limit
    )
  )
  return items.map((item) => map(item))
}
