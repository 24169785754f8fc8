/** One recorded turn: text, tool calls and the usage recorded. */
export interface RecordedTurn {
  text: string
  toolCalls?: { id: string; name: string; arguments: string }[]
  usage?: { promptTokens: number; completionTokens: number }
}
/** The turns of a transcript. */
export function recordedTurns(jsonl: string): RecordedTurn[]
/** An OpenAI-compatible endpoint on 127.0.0.1 answering request N with turn N. */
export function startReplayModel(
  turns: RecordedTurn[],
  options?: { paceMs?: number }
): Promise<{ url: string; readonly answered: number; close(): Promise<void> }>
