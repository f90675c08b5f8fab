import { supabase } from "@/integrations/supabase/client";
import { reportLoadError } from "@/lib/aborted";

export interface Profile {
  id?: string;
  user_id: string;
  username?: string | null;
  role?: string | null;
  [column: string]: unknown;
}

const NO_SINGLE_ROW = "PGRST116";

/** The user's profile; no row is silent, other errors are only logged. */
export async function getProfile(userId: string): Promise<Profile | null> {
  try {
    const { data, error } = await supabase
      .from("profiles")
      .select("*")
      .eq("user_id", userId)
      .single();
    if (error) {
      if (error.code !== NO_SINGLE_ROW) reportLoadError("Failed to load profile", error);
      return null;
    }
    return data as Profile;
  } catch (error) {
    reportLoadError("Failed to load profile", error);
    return null;
  }
}
