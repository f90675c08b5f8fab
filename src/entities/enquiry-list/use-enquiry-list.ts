import { useSyncExternalStore } from "react";
import { getEnquiryLines, getServerEnquiryLines, subscribeEnquiryList } from "./store";
import type { EnquiryLine } from "./types";

/** The visitor's enquiry list, kept current across this tab and the others. */
export function useEnquiryList(): readonly EnquiryLine[] {
  return useSyncExternalStore(subscribeEnquiryList, getEnquiryLines, getServerEnquiryLines);
}

export function useEnquiryCount(): number {
  return useEnquiryList().length;
}
