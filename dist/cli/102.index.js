export const id = 102;
export const ids = [102];
export const modules = {

/***/ 6102:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  startMcpServers: () => (/* binding */ startMcpServers)
});

// UNUSED EXPORTS: resultText

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 4 modules
var schemas = __webpack_require__(1514);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
// EXTERNAL MODULE: ./src/tools/bash/egress/egress-proxy.ts + 2 modules
var egress_proxy = __webpack_require__(5081);
// EXTERNAL MODULE: ./src/tools/mcp/config.ts
var config = __webpack_require__(9340);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/index.js + 31 modules
var esm_client = __webpack_require__(63);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/types.js + 1 modules
var types = __webpack_require__(330);
// EXTERNAL MODULE: ./src/tools/bash/process-registry.ts + 1 modules
var process_registry = __webpack_require__(9262);
;// CONCATENATED MODULE: ./src/tools/mcp/line-splitter.ts
/**
 * Splits an MCP server's stdout into lines (the MCP stdio transport is
 * newline-delimited JSON-RPC: one message per line, no embedded new
 * lines) while holding at most a cap of bytes of the line in progress.
 * The SDK's `ReadBuffer` concatenates every chunk into one growing
 * buffer, so a 24 MiB line cost the action several hundred MB of RSS on
 * Node 24 before it was dropped; here a line that passes the cap is given
 * up at once and the rest of it is skipped chunk by chunk, never copied.
 */
/**
 * The longest line kept, in bytes, not counting its `\n` (a `\r` before
 * it counts). 4 MiB is far above any useful tool result (the runner cuts
 * every result to its output cap, 16 KiB by default, before the model
 * sees it) and far below what matters for the action's memory: the parts
 * held, plus the joined copy and its decoded string, stay in the low tens
 * of MB.
 */
const MAX_LINE_BYTES = 4 * 1024 * 1024;
const NEWLINE = 0x0a;
/** A streaming newline splitter with a byte cap on the partial line. */
class LineSplitter {
    maxBytes;
    parts = [];
    held = 0;
    discarding = false;
    /** @param maxBytes the longest line kept (default {@link MAX_LINE_BYTES}). */
    constructor(maxBytes = MAX_LINE_BYTES) {
        this.maxBytes = maxBytes;
    }
    /** Bytes of the partial line held now: never more than `maxBytes`. */
    get buffered() {
        return this.held;
    }
    /** Takes the next chunk of the stream; returns what it completed. */
    push(chunk) {
        const items = [];
        let start = 0;
        while (start < chunk.length) {
            const end = chunk.indexOf(NEWLINE, start);
            const stop = end === -1 ? chunk.length : end;
            if (this.discarding) {
                if (end !== -1)
                    this.discarding = false;
            }
            else if (this.held + stop - start > this.maxBytes) {
                this.clear();
                this.discarding = end === -1;
                items.push({ kind: 'over-long', maxBytes: this.maxBytes });
            }
            else if (end === -1) {
                // A copy of a chunk's tail, so the held part does not pin the chunk.
                this.parts.push(start === 0 ? chunk : Buffer.from(chunk.subarray(start)));
                this.held += chunk.length - start;
            }
            else {
                items.push({ kind: 'line', text: this.takeLine(chunk, start, end) });
            }
            if (end === -1)
                break;
            start = end + 1;
        }
        return items;
    }
    /** Drops the partial line (and any skipping of an over-long one). */
    clear() {
        this.parts = [];
        this.held = 0;
        this.discarding = false;
    }
    takeLine(chunk, start, end) {
        const tail = chunk.subarray(start, end);
        const bytes = this.held ? Buffer.concat([...this.parts, tail]) : tail;
        this.parts = [];
        this.held = 0;
        // Decoded whole, so a character split across chunks stays one.
        const text = bytes.toString('utf8');
        return text.endsWith('\r') ? text.slice(0, -1) : text;
    }
}

;// CONCATENATED MODULE: ./src/tools/mcp/transport.ts
/**
 * The MCP stdio transport over a process the session starts through the
 * bash sandbox (docs/security.md item 5), rather than the SDK's
 * `StdioClientTransport`, which spawns the command itself: in the action's
 * process group, with a copy of parts of the action's environment, and
 * with its stderr on the job log. Here the process leads its own group (so
 * closing kills everything it started), is tracked by the run's process
 * registry, gets exactly the tool environment, and its stderr is kept (a
 * bounded tail) for the reason a start-up failed. The framing is the MCP
 * stdio spec's, one JSON-RPC message per line, each line checked with the
 * SDK's schema; the lines come from `line-splitter.ts` rather than the
 * SDK's `ReadBuffer`, so a huge line costs at most its cap in memory and
 * fails the calls waiting on it at once.
 */




/** How much of a server's stderr is kept for its error messages. */
const STDERR_TAIL_BYTES = 2048;
/** Time between SIGTERM and SIGKILL when a server is closed. */
const CLOSE_GRACE_MS = 1000;
/** A JSON-RPC transport over a sandboxed child's stdin and stdout. */
class SandboxedStdioTransport {
    spec;
    onclose;
    onerror;
    onmessage;
    child;
    lines;
    /** Ids of the requests sent and not yet answered or cancelled. */
    pending = new Set();
    /** Ids failed for an over-long line: a late answer to one is dropped. */
    abandoned = new Set();
    stderrTail = '';
    exit;
    exited = Promise.resolve();
    /** @param maxLineBytes the longest line taken from the server. */
    constructor(spec, maxLineBytes) {
        this.spec = spec;
        this.lines = new LineSplitter(maxLineBytes);
    }
    /** The process group's leader, once started. */
    get pid() {
        return this.child?.pid;
    }
    /** How the process ended (`code 127`, `SIGKILL`); undefined while it runs. */
    get exitCode() {
        return this.exit;
    }
    /** The last lines the server wrote to stderr. */
    get stderr() {
        return this.stderrTail.trim();
    }
    start() {
        return new Promise((resolve, reject) => {
            let child;
            try {
                child = (0,external_node_child_process_.spawn)(this.spec.file, this.spec.args, {
                    cwd: this.spec.cwd,
                    env: this.spec.env,
                    detached: true,
                    stdio: ['pipe', 'pipe', 'pipe']
                });
            }
            catch (error) {
                reject(error);
                return;
            }
            this.child = child;
            this.exited = new Promise((done) => child.once('close', () => done()));
            child.once('error', (error) => {
                if (child.pid === undefined)
                    reject(error);
                else
                    this.onerror?.(error);
            });
            child.once('spawn', () => {
                if (child.pid)
                    this.spec.processes?.track(child.pid, this.spec.cgroup);
                resolve();
            });
            child.once('exit', (code, signal) => {
                this.exit = signal ?? `code ${code ?? '?'}`;
            });
            child.once('close', () => {
                // A server that ended by itself takes what it started with it.
                void this.spec.cgroup?.close();
                if (child.pid)
                    this.spec.processes?.untrack(child.pid);
                this.child = undefined;
                this.onclose?.();
            });
            child.stdout?.on('data', (chunk) => this.receive(chunk));
            child.stderr?.on('data', (chunk) => {
                this.stderrTail = (this.stderrTail + chunk.toString('utf8')).slice(-STDERR_TAIL_BYTES);
            });
            for (const pipe of [child.stdin, child.stdout, child.stderr]) {
                pipe?.on('error', (error) => this.onerror?.(error));
            }
        });
    }
    receive(chunk) {
        for (const item of this.lines.push(chunk)) {
            if (item.kind === 'over-long') {
                this.failPending(overLongMessage(item.maxBytes));
                continue;
            }
            let message;
            try {
                message = types/* JSONRPCMessageSchema */.OR.parse(JSON.parse(item.text));
            }
            catch (error) {
                // As the SDK's transport does: a malformed line is reported and skipped.
                this.onerror?.(error);
                continue;
            }
            if (!('method' in message) && message.id !== undefined) {
                if (this.abandoned.delete(message.id))
                    continue;
                this.pending.delete(message.id);
            }
            this.onmessage?.(message);
        }
    }
    /**
     * Answers every pending request with a JSON-RPC error, so the SDK's
     * client rejects exactly those calls now rather than at their clocks.
     * The id of the dropped line was in the part not kept, so which call it
     * answered is unknown: every call then waiting on this server fails.
     * Only read-only calls run side by side, so that is a retry of a read at
     * worst, while a wrong guess would leave the right call waiting for its
     * clock. The line may also have been a notification or a request of the
     * server; the calls fail all the same. Their late answers are dropped.
     */
    failPending(message) {
        for (const id of this.pending) {
            this.abandoned.add(id);
            this.onmessage?.({
                jsonrpc: '2.0',
                id,
                error: { code: types/* ErrorCode */.O4.InternalError, message }
            });
        }
        this.pending.clear();
        this.onerror?.(new Error(message));
    }
    send(message) {
        return new Promise((resolve, reject) => {
            const stdin = this.child?.stdin;
            if (!stdin || stdin.destroyed) {
                reject(new Error('the MCP server is not running'));
                return;
            }
            if ('method' in message) {
                if ('id' in message)
                    this.pending.add(message.id);
                else if (message.method === 'notifications/cancelled')
                    this.pending.delete(message.params?.requestId);
            }
            if (stdin.write(`${JSON.stringify(message)}\n`))
                resolve();
            else
                stdin.once('drain', resolve);
        });
    }
    /**
     * Ends stdin, SIGTERMs the server (every process of its cgroup, and its
     * process group), and a second later kills it whole; resolves once it
     * and everything it started are gone.
     */
    async close() {
        const child = this.child;
        const cgroup = this.spec.cgroup;
        if (child?.pid) {
            const pid = child.pid;
            child.stdin?.end();
            cgroup?.signal('SIGTERM');
            (0,process_registry/* killProcessGroup */.$X)(pid, 'SIGTERM');
            // The cgroup first: through it even the sudo sandbox's root launcher.
            const timer = setTimeout(() => {
                void cgroup?.kill().then(() => (0,process_registry/* killProcessGroup */.$X)(pid, 'SIGKILL'));
                if (!cgroup)
                    (0,process_registry/* killProcessGroup */.$X)(pid, 'SIGKILL');
            }, CLOSE_GRACE_MS);
            await this.exited;
            clearTimeout(timer);
            // Whatever the leader left in its group goes too.
            (0,process_registry/* killProcessGroup */.$X)(pid, 'SIGKILL');
        }
        await cgroup?.close();
        this.lines.clear();
        this.pending.clear();
    }
}
/** What a call waiting on an over-long line fails with; the model reads it. */
function overLongMessage(maxBytes) {
    const mebibytes = maxBytes / 2 ** 20;
    const size = Number.isInteger(mebibytes)
        ? `${mebibytes} MiB`
        : `${maxBytes} bytes`;
    return `the MCP server's reply was over ${size} on one line, so it was dropped (every call then waiting on the server ends with this error); ask the tool for less, e.g. a narrower query or a smaller page`;
}

;// CONCATENATED MODULE: ./src/tools/mcp/connect.ts
/**
 * Connecting one MCP server and listing its tools: a stdio server through
 * the bash sandbox (`transport.ts`), a remote one over Streamable HTTP
 * with the SDK's client transport, from the action's own process (it
 * never runs in the sandbox, and its headers never reach one). Either
 * way a failure is a reason, never a throw: the run goes on without it.
 */






/** How long a server has to start and list its tools. */
const MCP_STARTUP_TIMEOUT_MS = 20_000;
/** Tools taken from one server. */
const MAX_TOOLS_PER_SERVER = 64;
/** Starts or reaches one server and lists its tools, or says why not. */
async function connectServer(server, options) {
    const opened = server.type === 'http'
        ? await httpTransport(server)
        : await stdioTransport(server, options);
    if ('error' in opened)
        return { server: server.name, error: opened.error };
    const { transport } = opened;
    const client = new esm_client/* Client */.K({ name: 'agent-action', version: '1' });
    const timeout = options.startupTimeoutMs ?? MCP_STARTUP_TIMEOUT_MS;
    const request = {
        timeout,
        ...(options.signal ? { signal: options.signal } : {})
    };
    try {
        await client.connect(transport, request);
        const tools = [];
        let cursor;
        // Pages until the server has no more, or the cap is reached.
        for (let page = 0; page < 10 && tools.length < MAX_TOOLS_PER_SERVER; page++) {
            const listed = await client.listTools(cursor ? { cursor } : undefined, request);
            tools.push(...listed.tools);
            cursor = listed.nextCursor;
            if (!cursor)
                break;
        }
        return { server, client, tools };
    }
    catch (error) {
        const why = startFailure(error, transport);
        await client.close().catch(() => undefined);
        await transport.close().catch(() => undefined);
        return { server: server.name, error: why };
    }
}
/** Why a server did not start, in words a workflow author can act on. */
function startFailure(error, transport) {
    if (!(transport instanceof SandboxedStdioTransport)) {
        // The SDK's HTTP errors carry the status as `code`.
        const code = error.code;
        const status = typeof code === 'number' && code >= 100 && code < 600
            ? ` (HTTP ${code})`
            : '';
        return `${(0,errors/* errorMessage */.g)(error)}${status}`;
    }
    const stderr = transport.stderr;
    const exit = transport.exitCode;
    const ended = exit === undefined
        ? (0,errors/* errorMessage */.g)(error)
        : `it exited (${exit}) before answering MCP's initialize`;
    return `${ended}${stderr ? ` (stderr: ${stderr.split('\n').slice(-3).join(' | ')})` : ''}`;
}
/** The SDK's Streamable HTTP client, loaded only for a remote server. */
async function httpTransport(server) {
    const { StreamableHTTPClientTransport } = await __webpack_require__.e(/* import() */ 436).then(__webpack_require__.bind(__webpack_require__, 6436));
    try {
        const transport = new StreamableHTTPClientTransport(new URL(server.url), {
            // Redirects stay within the server's origin (the SDK's default), so
            // its headers go nowhere else.
            requestInit: { headers: server.headers }
        });
        return { transport };
    }
    catch (error) {
        return { error: (0,errors/* errorMessage */.g)(error) };
    }
}
/** A stdio server's process, wrapped by the sandbox in a cgroup of its own. */
async function stdioTransport(server, options) {
    const { sandbox } = options;
    if (!sandbox || sandbox.kind === 'unavailable') {
        return {
            error: `it runs where bash runs, and ${sandbox?.description ?? 'there is no sandbox'}`
        };
    }
    const env = { ...options.env, ...server.env };
    // The tool environment's own entries win (HOME, TMPDIR, PATH, the marker).
    Object.assign(env, options.env);
    if (options.nodeBin) {
        const dirs = (env.PATH ?? '').split((external_node_path_default()).delimiter).filter(Boolean);
        if (!dirs.includes(options.nodeBin))
            dirs.push(options.nodeBin);
        env.PATH = dirs.join((external_node_path_default()).delimiter);
    }
    const command = await resolveCommand(server.command, env.PATH ?? '');
    if (command === null) {
        return {
            error: `"${server.command}" is not on the sandbox's PATH (${env.PATH ?? ''}); give its absolute path, or install it in an earlier step`
        };
    }
    // Its own cgroup, like a bash command's, or it does not start.
    let cgroup;
    try {
        cgroup = (await sandbox.cgroups?.create()) ?? null;
    }
    catch (error) {
        return { error: `its cgroup could not be made (${(0,errors/* errorMessage */.g)(error)})` };
    }
    const { file, args } = sandbox.wrap([command, ...server.args], {
        cwd: options.workspace,
        env,
        cgroup
    });
    const transport = new SandboxedStdioTransport({
        file,
        args,
        env,
        cwd: options.workspace,
        processes: options.processes,
        cgroup
    });
    return { transport };
}
/**
 * A bare command name found on the server's PATH, else null; a path is
 * taken as given (the sandbox says whether it is there).
 */
async function resolveCommand(command, searchPath) {
    if (command.includes('/'))
        return command;
    for (const dir of searchPath.split((external_node_path_default()).delimiter)) {
        if (!dir.startsWith('/'))
            continue;
        const candidate = external_node_path_default().join(dir, command);
        try {
            await (0,promises_.access)(candidate, external_node_fs_.constants.X_OK);
            return candidate;
        }
        catch {
            // not here
        }
    }
    return null;
}

;// CONCATENATED MODULE: ./src/tools/mcp/mcp-tools.ts





/** A tool's JSON schema larger than this loses its descriptions, then the tool. */
const MAX_SCHEMA_CHARS = 8192;
/** A tool's description is cut here. */
const MAX_DESCRIPTION_CHARS = 1024;
/** The SDK's own per-request timeout; the runner's per-call clock is the real one. */
const CALL_TIMEOUT_MS = 10 * 60_000;
/** Starts every server at once; one that fails is noted and left out. */
async function startMcpServers(options) {
    // Stdio servers run in the sandbox, behind its proxy when it has one
    // (docs/security.md item 16a); remote ones are reached by the action.
    const proxy = options.sandbox?.egress?.proxy;
    const refusedBefore = proxy?.refusals.length ?? 0;
    const started = await Promise.all(options.servers.map((server) => connectServer(server, options)));
    const refused = proxy?.refusals.slice(refusedBefore) ?? [];
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const tools = [];
    const notes = [];
    const failed = [];
    const names = new Set();
    const clients = [];
    for (const result of started) {
        if ('error' in result) {
            notes.push(`MCP server ${result.server} did not start: ${result.error}`);
            failed.push({ server: result.server, reason: result.error });
            continue;
        }
        clients.push(result.client);
        const offered = [];
        let hidden = 0;
        for (const listed of result.tools.slice(0, MAX_TOOLS_PER_SERVER)) {
            const readOnly = listed.annotations?.readOnlyHint === true;
            if (options.readOnly && !readOnly) {
                hidden += 1;
                continue;
            }
            const name = (0,config/* mcpToolName */.Q)(result.server.name, listed.name);
            const parameters = fitSchema(listed.inputSchema);
            if (names.has(name) || !parameters) {
                notes.push(`MCP tool ${name} left out: ${parameters ? 'its name is taken' : `its schema is over ${MAX_SCHEMA_CHARS} characters`}`);
                continue;
            }
            names.add(name);
            offered.push(name);
            tools.push(mcpTool(result.client, result.server, listed, name, parameters, {
                proxy: result.server.type === 'http' ? undefined : proxy
            }));
        }
        notes.push(`MCP server ${result.server.name}: ${offered.length} tool${offered.length === 1 ? '' : 's'}${offered.length ? ` (${offered.join(', ')})` : ''}${hidden ? `; ${hidden} not read-only, not offered in this read-only run` : ''}`);
    }
    if (refused.length > 0) {
        // One proxy for every stdio server: a refusal is theirs together, named.
        const stdio = options.servers
            .filter((server) => server.type !== 'http')
            .map((server) => server.name);
        notes.push(`While the MCP server${stdio.length === 1 ? '' : 's'} ${stdio.join(', ')} started: ${(0,egress_proxy/* refusalLines */.s6)(refused).join('; ')}`);
    }
    return {
        tools,
        notes,
        failed,
        refused,
        close: async () => {
            await Promise.all(clients.map((client) => client.close().catch(() => undefined)));
        }
    };
}
/** The schema as sent to the model, or null when it stays too large. */
function fitSchema(schema) {
    const json = { type: 'object', ...schema };
    delete json.$schema;
    if (JSON.stringify(json).length <= MAX_SCHEMA_CHARS)
        return json;
    const bare = withoutDescriptions(json);
    return JSON.stringify(bare).length <= MAX_SCHEMA_CHARS ? bare : null;
}
function withoutDescriptions(value) {
    if (Array.isArray(value))
        return value.map(withoutDescriptions);
    if (!value || typeof value !== 'object')
        return value;
    const out = {};
    for (const [key, inner] of Object.entries(value)) {
        if (key === 'description' && typeof inner === 'string')
            continue;
        out[key] = withoutDescriptions(inner);
    }
    return out;
}
const anyArguments = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J());
function mcpTool(client, server, listed, name, parameters, 
/** The sandbox's egress proxy, for a stdio server behind it. */
{ proxy }) {
    const text = (listed.description ?? listed.title ?? '').trim();
    const description = `${text ? text.slice(0, MAX_DESCRIPTION_CHARS) : `The ${listed.name} tool.`} (MCP server ${server.name}.)`;
    return {
        name,
        description,
        // The server validates against its own schema; the model sees it as is.
        schema: anyArguments,
        parameters,
        readOnly: listed.annotations?.readOnlyHint === true,
        // The server's hint is its word: whatever it annotates, the work tree
        // is checked after each call (the write policy hook).
        writes: () => 'unknown',
        async run(input, context) {
            const before = proxy?.refusals.length ?? 0;
            const result = await callServer(client, server, listed, input, context);
            // Each refused connection is named (docs/security.md item 16a).
            const refused = proxy?.refusals.slice(before) ?? [];
            if (refused.length === 0)
                return result;
            return {
                ...result,
                output: [result.output, ...(0,egress_proxy/* refusalLines */.s6)(refused)].join('\n'),
                details: { ...result.details, refusals: (0,egress_proxy/* refusalDetails */.ro)(refused) }
            };
        }
    };
}
/** One call of a server's tool, its failure a result. */
async function callServer(client, server, listed, input, context) {
    const details = { mcpServer: server.name, mcpTool: listed.name };
    try {
        const result = await client.callTool({ name: listed.name, arguments: input }, undefined, { signal: context.signal, timeout: CALL_TIMEOUT_MS });
        return {
            output: resultText(result),
            isError: result.isError === true,
            details
        };
    }
    catch (error) {
        return {
            output: `MCP server ${server.name}: ${(0,errors/* errorMessage */.g)(error)}`,
            isError: true,
            details
        };
    }
}
/** The text parts joined; other parts named in brackets. */
function resultText(result) {
    const parts = Array.isArray(result.content) ? result.content : [];
    const lines = parts.map((part) => {
        switch (part.type) {
            case 'text':
                return String(part.text ?? '');
            case 'image':
            case 'audio':
                return `[${part.type} ${String(part.mimeType ?? '')}, ${Math.floor((String(part.data ?? '').length * 3) / 4)} bytes]`;
            case 'resource': {
                const resource = (part.resource ?? {});
                return typeof resource.text === 'string'
                    ? `[resource ${String(resource.uri ?? '')}]\n${resource.text}`
                    : `[resource ${String(resource.uri ?? '')}, ${String(resource.mimeType ?? 'binary')}]`;
            }
            case 'resource_link':
                return `[resource link ${String(part.uri ?? '')}]`;
            default:
                return `[${String(part.type)} content]`;
        }
    });
    if (lines.length === 0 && result.structuredContent !== undefined) {
        return JSON.stringify(result.structuredContent);
    }
    if (lines.length === 0 && result.toolResult !== undefined) {
        return JSON.stringify(result.toolResult);
    }
    return lines.join('\n');
}


/***/ })

};
