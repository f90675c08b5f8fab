import { Parser } from "pg-protocol/dist/parser";
import { describe, expect, it } from "vitest";
import { BatchResults, batchMessage, PreparedStatements, runBatch } from "./statement-batch";

/** The frontend message types in a batch, in order (P parse, B bind, D describe, E execute…). */
function messageTypes(message: Buffer): string {
  let out = "";
  for (let at = 0; at < message.length; at += 1 + message.readInt32BE(at + 1)) {
    out += String.fromCharCode(message[at]!);
  }
  return out;
}

const read = { text: "select $1::text as a", params: ["x"] };
const other = { text: "select $1::int as b", params: [2] };

describe("batchMessage", () => {
  it("closes and parses a statement new to the session, then only binds it", () => {
    const session = new PreparedStatements();
    const first = batchMessage([read, other], session);
    expect(messageTypes(first.message)).toBe("CPBDECPBDES");
    expect(first.parsed).toHaveLength(2);
    session.confirm(first.parsed);
    const again = batchMessage([read, other], session);
    expect(messageTypes(again.message)).toBe("BDEBDES");
    expect(again.parsed).toEqual([]);
  });

  it("runs statements unnamed once the session holds its limit", () => {
    const session = new PreparedStatements(1);
    session.confirm(batchMessage([read], session).parsed);
    const { message, parsed } = batchMessage([read, other], session);
    expect(messageTypes(message)).toBe("BDEPBDES");
    expect(parsed).toEqual([]);
  });

  it("refuses a value that is not text, rather than guess its form", () => {
    expect(() =>
      batchMessage([{ text: "select $1", params: [{ a: 1 }] }], new PreparedStatements()),
    ).toThrow(TypeError);
  });
});

/** A server's answer, written by hand in the wire format. */
function answer(...messages: [string, Buffer][]): Buffer {
  return Buffer.concat(
    messages.map(([type, body]) => {
      const head = Buffer.alloc(5);
      head.write(type, 0, "latin1");
      head.writeInt32BE(body.length + 4, 1);
      return Buffer.concat([head, body]);
    }),
  );
}
const cstr = (s: string) => Buffer.from(`${s}\0`);
const int16 = (n: number) => Buffer.from([n >> 8, n & 255]);
const rowDescription = (...names: string[]) =>
  Buffer.concat([
    int16(names.length),
    ...names.map((n) => Buffer.concat([cstr(n), Buffer.alloc(18)])),
  ]);
const dataRow = (...values: (string | null)[]) =>
  Buffer.concat([
    int16(values.length),
    ...values.map((v) => {
      const len = Buffer.alloc(4);
      if (v === null) return (len.writeInt32BE(-1), len);
      len.writeInt32BE(Buffer.byteLength(v));
      return Buffer.concat([len, Buffer.from(v)]);
    }),
  ]);

function collect(bytes: Buffer): BatchResults {
  const results = new BatchResults();
  new Parser().parse(bytes, (m) => void results.message(m));
  return results;
}

describe("BatchResults", () => {
  it("gives each statement its rows by column name, as text, with the command's count", () => {
    const results = collect(
      answer(
        ["1", Buffer.alloc(0)],
        ["2", Buffer.alloc(0)],
        ["T", rowDescription("id", "name")],
        ["D", dataRow("1", "Ada")],
        ["D", dataRow("2", null)],
        ["C", cstr("SELECT 2")],
        ["2", Buffer.alloc(0)],
        ["n", Buffer.alloc(0)],
        ["C", cstr("UPDATE 3")],
        ["Z", Buffer.from("I")],
      ),
    ).results();
    expect(results).toEqual([
      {
        rows: [
          { id: "1", name: "Ada" },
          { id: "2", name: null },
        ],
        rowCount: 2,
      },
      { rows: [], rowCount: 3 },
    ]);
  });

  it("throws the first error, with its code", () => {
    const error = (code: string, message: string) =>
      Buffer.concat([cstr("SERROR"), cstr(`C${code}`), cstr(`M${message}`), Buffer.from([0])]);
    const results = collect(
      answer(
        ["E", error("22P02", "invalid input syntax for type integer")],
        ["E", error("25P02", "current transaction is aborted")],
        ["Z", Buffer.from("I")],
      ),
    );
    expect(() => results.results()).toThrow(
      expect.objectContaining({ code: "22P02" }) as unknown as Error,
    );
  });
});

describe("runBatch", () => {
  const ok = () => {
    const r = new BatchResults();
    r.rowDescription([{ name: "a" }]);
    r.dataRow(["x"]);
    r.commandComplete("SELECT 1");
    return r;
  };

  it.each([
    ["0A000", "cached plan must not change result type"],
    ["26000", "prepared statement does not exist"],
  ])("parses afresh and sends once more after %s (%s)", async (code, message) => {
    const stale = Object.assign(new Error(message), { code });
    const session = new PreparedStatements();
    session.confirm(batchMessage([read], session).parsed);
    const sent: string[] = [];
    const results = await runBatch(session, [read], async (message) => {
      sent.push(messageTypes(message));
      if (sent.length === 1) throw stale;
      return ok();
    });
    expect(sent).toEqual(["BDES", "CPBDES"]);
    expect(results).toEqual([{ rows: [{ a: "x" }], rowCount: 1 }]);
  });

  it("remembers nothing of a batch that failed, and does not retry other errors", async () => {
    const session = new PreparedStatements();
    const failure = Object.assign(new Error("boom"), { code: "42P01" });
    let calls = 0;
    await expect(
      runBatch(session, [read], async () => {
        calls++;
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(calls).toBe(1);
    expect(messageTypes(batchMessage([read], session).message)).toBe("CPBDES");
  });
});
