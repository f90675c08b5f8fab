import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/integrations/supabase/client";
import { contactMessageKeys } from "./keys";
import {
  dayAfter,
  ENQUIRY_LINE_COLUMNS,
  MESSAGE_COLUMNS,
  searchPattern,
  type ContactMessage,
  type EnquiryLineRow,
  type LatestMessage,
  type MessageWithLines,
  type MessageEvent,
  type MessageListFilters,
} from "./model";

export interface MessagesPage {
  rows: ContactMessage[];
  total: number;
}

/** The messages matching the filters, newest first (the filter is applied by the server). */
function filtered(filters: MessageListFilters, columns: string, signal?: AbortSignal) {
  let query = supabase.from("contact_messages").select(columns, { count: "exact" });
  if (filters.status === null) query = query.neq("status", "spam");
  else if (filters.status !== "all") query = query.eq("status", filters.status);
  if (filters.kind) query = query.eq("kind", filters.kind);
  const pattern = searchPattern(filters.q);
  if (pattern) {
    query = query.or(
      ["reference", "name", "email", "company", "subject", "message"]
        .map((c) => `${c}.ilike.${pattern}`)
        .join(","),
    );
  }
  if (filters.from) query = query.gte("created_at", filters.from);
  if (filters.to) query = query.lt("created_at", dayAfter(filters.to));
  query = query.order("created_at", { ascending: false }).order("id");
  return signal ? query.abortSignal(signal) : query;
}

export async function getMessages(
  filters: MessageListFilters,
  signal?: AbortSignal,
): Promise<MessagesPage> {
  const start = (filters.page - 1) * filters.pageSize;
  const { data, error, count } = await filtered(filters, MESSAGE_COLUMNS, signal).range(
    start,
    start + filters.pageSize - 1,
  );
  if (error) throw error;
  return { rows: (data ?? []) as unknown as ContactMessage[], total: count ?? 0 };
}

export const EXPORT_LIMIT = 5000;

/** Every message matching the filters (up to EXPORT_LIMIT) with its lines, for the CSV export. */
export async function getAllMessages(filters: MessageListFilters): Promise<MessageWithLines[]> {
  const rows: ContactMessage[] = [];
  const size = 1000;
  for (let start = 0; start < EXPORT_LIMIT; start += size) {
    const { data, error } = await filtered(filters, MESSAGE_COLUMNS).range(start, start + size - 1);
    if (error) throw error;
    const batch = (data ?? []) as unknown as ContactMessage[];
    rows.push(...batch);
    if (batch.length < size) break;
  }
  const lines = await linesOf(rows.filter((m) => m.kind === "enquiry").map((m) => m.id));
  return rows.map((m) => ({ ...m, lines: lines.get(m.id) ?? [] }));
}

/** PostgREST sends numeric as a number; a string (some drivers) is read as one too. */
const toLine = (row: EnquiryLineRow): EnquiryLineRow => ({
  ...row,
  quantity: Number(row.quantity),
});

/** The lines of these enquiries, by message, in order (asked for in slices of 100 ids). */
async function linesOf(ids: string[]): Promise<Map<string, EnquiryLineRow[]>> {
  const byMessage = new Map<string, EnquiryLineRow[]>();
  for (let start = 0; start < ids.length; start += 100) {
    const { data, error } = await supabase
      .from("enquiry_lines")
      .select(`message_id, ${ENQUIRY_LINE_COLUMNS}`)
      .in("message_id", ids.slice(start, start + 100))
      .order("message_id")
      .order("position");
    if (error) throw error;
    for (const row of (data ?? []) as unknown as (EnquiryLineRow & { message_id: string })[]) {
      const { message_id, ...line } = row;
      byMessage.set(message_id, [...(byMessage.get(message_id) ?? []), toLine(line)]);
    }
  }
  return byMessage;
}

/** An enquiry's lines in order (none for a contact message). */
export async function getEnquiryLines(
  messageId: string,
  signal?: AbortSignal,
): Promise<EnquiryLineRow[]> {
  let query = supabase
    .from("enquiry_lines")
    .select(ENQUIRY_LINE_COLUMNS)
    .eq("message_id", messageId)
    .order("position");
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return ((data ?? []) as unknown as EnquiryLineRow[]).map(toLine);
}

export const enquiryLinesQueryOptions = (messageId: string) =>
  queryOptions({
    queryKey: contactMessageKeys.lines(messageId),
    queryFn: ({ signal }) => getEnquiryLines(messageId, signal),
    staleTime: 60_000,
  });

export function useEnquiryLinesQuery(messageId: string, enabled = true) {
  return useQuery({ ...enquiryLinesQueryOptions(messageId), enabled });
}

export const messagesQueryOptions = (filters: MessageListFilters) =>
  queryOptions({
    queryKey: contactMessageKeys.list(filters),
    queryFn: ({ signal }) => getMessages(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useMessagesQuery(filters: MessageListFilters) {
  return useQuery(messagesQueryOptions(filters));
}

/** One message, or null when it does not exist (or was deleted). */
export async function getMessage(id: string, signal?: AbortSignal): Promise<ContactMessage | null> {
  let query = supabase.from("contact_messages").select(MESSAGE_COLUMNS).eq("id", id);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query.maybeSingle();
  if (error) throw error;
  return data as unknown as ContactMessage | null;
}

export const messageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contactMessageKeys.detail(id),
    queryFn: ({ signal }) => getMessage(id, signal),
    staleTime: 0,
  });

export function useMessageQuery(id: string) {
  return useQuery(messageQueryOptions(id));
}

/** A message's status changes and notes, oldest first, with who made them. */
export async function getHistory(id: string, signal?: AbortSignal): Promise<MessageEvent[]> {
  let query = supabase.rpc("contact_message_history", { message_id_param: id });
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return (data ?? []) as unknown as MessageEvent[];
}

export const historyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contactMessageKeys.history(id),
    queryFn: ({ signal }) => getHistory(id, signal),
    staleTime: 0,
  });

export function useHistoryQuery(id: string) {
  return useQuery(historyQueryOptions(id));
}

/** How many messages are still new (nobody has looked at them): the sidebar and the dashboard. */
export async function getNewCount(signal?: AbortSignal): Promise<number> {
  let query = supabase
    .from("contact_messages")
    .select("id", { count: "exact", head: true })
    .eq("status", "new");
  if (signal) query = query.abortSignal(signal);
  const { count, error } = await query;
  if (error) throw error;
  return count ?? 0;
}

export const newCountQueryOptions = () =>
  queryOptions({
    queryKey: contactMessageKeys.newCount(),
    queryFn: ({ signal }) => getNewCount(signal),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export function useNewCountQuery() {
  return useQuery(newCountQueryOptions());
}

/** The newest messages (any status), for the dashboard. */
export async function getLatestMessages(
  limit: number,
  signal?: AbortSignal,
): Promise<LatestMessage[]> {
  let query = supabase
    .from("contact_messages")
    .select("id, name, email, subject, status, created_at")
    .order("created_at", { ascending: false })
    .limit(limit);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data as LatestMessage[];
}

export const latestMessagesQueryOptions = (limit = 5) =>
  queryOptions({
    queryKey: contactMessageKeys.latest(limit),
    queryFn: ({ signal }) => getLatestMessages(limit, signal),
    staleTime: 30_000,
  });

export function useLatestMessagesQuery(limit = 5) {
  return useQuery(latestMessagesQueryOptions(limit));
}
