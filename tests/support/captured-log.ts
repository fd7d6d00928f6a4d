/** A Fastify logger that keeps every line, parsed, for a test to read. */
export function capturedLog() {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  return {
    lines,
    messages: (level: 'warn' | 'error') =>
      lines.filter((line) => line.level === LEVELS[level]).map((line) => line.msg),
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  };
}

const LEVELS = { warn: 40, error: 50 } as const;
