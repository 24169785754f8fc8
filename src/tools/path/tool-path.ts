import { errorMessage } from '../../shared/index.js'
import { toolError, type ToolContext, type ToolResult } from '../types.js'
import {
  PathPolicyError,
  resolveWorkspacePath,
  type WorkspacePath
} from './workspace-path.js'

/** A message the model can act on for a failed file-system call. */
export function fsErrorMessage(error: unknown, displayPath: string): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  switch (code) {
    case 'ENOENT':
      return `${displayPath} does not exist`
    case 'EACCES':
    case 'EPERM':
      return `${displayPath}: permission denied`
    case 'EISDIR':
      return `${displayPath} is a directory`
    case 'ENOTDIR':
    case 'EEXIST':
      return `${displayPath}: a part of the path is a file, not a directory`
    case 'ELOOP':
      return `${displayPath} is a symbolic link (or a loop of links); it cannot be used`
    default:
      return `${displayPath}: ${errorMessage(error)}`
  }
}

/** A path that passed the policy, or the error result to return instead. */
type ResolvedToolPath = { path: WorkspacePath } | { error: ToolResult }

/**
 * `resolveWorkspacePath` for tools: a refusal by the path policy (or a failed
 * look-up) becomes an error result with its message.
 */
export async function resolveToolPath(
  context: Pick<ToolContext, 'workspace'>,
  input: string,
  options: { forWrite?: boolean } = {}
): Promise<ResolvedToolPath> {
  try {
    return {
      path: await resolveWorkspacePath(context.workspace, input, options)
    }
  } catch (error) {
    if (error instanceof PathPolicyError)
      return { error: toolError(error.message) }
    return { error: toolError(fsErrorMessage(error, input)) }
  }
}
