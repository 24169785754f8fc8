import { z } from 'zod'
import { errorMessage } from '../../shared/index.js'
import {
  createFile,
  editFailure,
  editFile,
  type EditState
} from './edit-file.js'
import { PathPolicyError, resolveWorkspacePath } from '../path/index.js'
import type { Tool, ToolContext, ToolResult } from '../types.js'
import { fileCallView } from '../traits.js'

/**
 * The edit tool (docs/loop.md §5.4, §6): exact-string replacement with a normalisation ladder,
 * read-before-edit, BOM and line-ending preservation, a snippet of each
 * changed site, an optional syntax check and a failed-edit streak note.
 */

/** Arguments of the edit tool. */
export const editInput = z.object({
  path: z.string().describe('File to edit, relative to the repository root'),
  old_str: z
    .string()
    .describe(
      'Exact text to replace, copied from the current file with a few lines of context so it is unique; empty to create a new file'
    ),
  new_str: z
    .string()
    .describe('Replacement text (the whole content when creating a file)'),
  replace_all: z
    .boolean()
    .optional()
    .describe('Replace every occurrence of old_str instead of exactly one')
})

/** Parsed arguments of the edit tool. */
export type EditInput = z.infer<typeof editInput>

/** Options of {@link createEditTool}. */
interface EditToolOptions {
  /** Run a cheap per-file syntax check after each edit. Default true. */
  syntaxCheck?: boolean
  /** Revert the edit and fail when the syntax check fails. Default false. */
  blockOnSyntaxError?: boolean
}

const DESCRIPTION = [
  'Replace old_str (exact, unique, copied from the file as you last read it) with new_str; an empty old_str creates a new file.',
  'The edit fails if the file was not read or changed since; add a few surrounding lines to make old_str unique, or set replace_all to change every occurrence. To create a file, give the whole content as new_str.',
  'Differences in trailing whitespace, line endings and typographic quotes/dashes are tolerated.',
  'The reply shows the changed lines with their numbers and, for JS, JSON, shell and Python files, a syntax check.'
].join(' ')

/** Creates the edit tool; each instance keeps its own failed-edit streaks. */
export function createEditTool(options: EditToolOptions = {}): Tool<EditInput> {
  const state: EditState = {
    syntaxCheck: options.syntaxCheck ?? true,
    block: options.blockOnSyntaxError ?? false,
    streaks: new Map()
  }
  return {
    name: 'edit',
    description: DESCRIPTION,
    schema: editInput,
    readOnly: false,
    describe: (args) => fileCallView(['Edited', 'Editing'], args),
    writes: (input) => [input.path],
    run: (input, context) => runEdit(state, input, context)
  }
}

/** One call: the path resolved for writing, then a file edited or created. */
async function runEdit(
  state: EditState,
  input: EditInput,
  context: ToolContext
): Promise<ToolResult> {
  let target
  try {
    target = await resolveWorkspacePath(context.workspace, input.path, {
      forWrite: true
    })
  } catch (error) {
    const message =
      error instanceof PathPolicyError
        ? error.message
        : `cannot use ${input.path}: ${errorMessage(error)}`
    return editFailure(state, `input:${input.path}`, input.path, message)
  }
  const { absolute, relative } = target
  if (!target.exists && input.old_str !== '') {
    return editFailure(
      state,
      absolute,
      relative,
      `${relative}: file not found; to create it, call edit with an empty old_str or use write`
    )
  }
  try {
    return target.exists
      ? await editFile(state, target, input, context)
      : await createFile(state, target, input.new_str, context)
  } catch (error) {
    return editFailure(
      state,
      absolute,
      relative,
      `cannot edit ${relative}: ${errorMessage(error)}`
    )
  }
}
