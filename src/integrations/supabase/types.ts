export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12";
  };
  public: {
    Tables: {
      banner_translations: {
        Row: {
          banner_id: string;
          created_at: string;
          cta_label: string | null;
          language: string;
          subtitle: string | null;
          title: string | null;
          updated_at: string;
        };
        Insert: {
          banner_id: string;
          created_at?: string;
          cta_label?: string | null;
          language: string;
          subtitle?: string | null;
          title?: string | null;
          updated_at?: string;
        };
        Update: {
          banner_id?: string;
          created_at?: string;
          cta_label?: string | null;
          language?: string;
          subtitle?: string | null;
          title?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: "banner_translations_banner_id_fkey";
            columns: ["banner_id"];
            isOneToOne: false;
            referencedRelation: "banners";
            referencedColumns: ["id"];
          },
        ];
      };
      banners: {
        Row: {
          created_at: string;
          cta_href: string | null;
          cta_label: string | null;
          ends_at: string | null;
          id: string;
          image_url: string | null;
          is_active: boolean;
          sort_order: number;
          starts_at: string | null;
          subtitle: string | null;
          title: string;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          cta_href?: string | null;
          cta_label?: string | null;
          ends_at?: string | null;
          id?: string;
          image_url?: string | null;
          is_active?: boolean;
          sort_order?: number;
          starts_at?: string | null;
          subtitle?: string | null;
          title: string;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          cta_href?: string | null;
          cta_label?: string | null;
          ends_at?: string | null;
          id?: string;
          image_url?: string | null;
          is_active?: boolean;
          sort_order?: number;
          starts_at?: string | null;
          subtitle?: string | null;
          title?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      brands: {
        Row: {
          created_at: string;
          description: string | null;
          id: string;
          is_active: boolean;
          logo_url: string | null;
          name: string;
          slug: string;
          sort_order: number;
          updated_at: string;
          website: string | null;
        };
        Insert: {
          created_at?: string;
          description?: string | null;
          id?: string;
          is_active?: boolean;
          logo_url?: string | null;
          name: string;
          slug: string;
          sort_order?: number;
          updated_at?: string;
          website?: string | null;
        };
        Update: {
          created_at?: string;
          description?: string | null;
          id?: string;
          is_active?: boolean;
          logo_url?: string | null;
          name?: string;
          slug?: string;
          sort_order?: number;
          updated_at?: string;
          website?: string | null;
        };
        Relationships: [];
      };
      categories: {
        Row: {
          created_at: string;
          description: string | null;
          icon: string | null;
          id: string;
          image_url: string | null;
          is_active: boolean;
          name: string;
          slug: string;
          sort_order: number;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          description?: string | null;
          icon?: string | null;
          id?: string;
          image_url?: string | null;
          is_active?: boolean;
          name: string;
          slug: string;
          sort_order?: number;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          description?: string | null;
          icon?: string | null;
          id?: string;
          image_url?: string | null;
          is_active?: boolean;
          name?: string;
          slug?: string;
          sort_order?: number;
          updated_at?: string;
        };
        Relationships: [];
      };
      category_translations: {
        Row: {
          category_id: string;
          created_at: string;
          description: string | null;
          language: string;
          name: string | null;
          updated_at: string;
        };
        Insert: {
          category_id: string;
          created_at?: string;
          description?: string | null;
          language: string;
          name?: string | null;
          updated_at?: string;
        };
        Update: {
          category_id?: string;
          created_at?: string;
          description?: string | null;
          language?: string;
          name?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: "category_translations_category_id_fkey";
            columns: ["category_id"];
            isOneToOne: false;
            referencedRelation: "categories";
            referencedColumns: ["id"];
          },
        ];
      };
      contact_message_events: {
        Row: {
          actor_id: string | null;
          created_at: string;
          from_status: string | null;
          id: number;
          kind: string;
          message_id: string;
          note: string | null;
          to_status: string | null;
        };
        Insert: {
          actor_id?: string | null;
          created_at?: string;
          from_status?: string | null;
          id?: never;
          kind: string;
          message_id: string;
          note?: string | null;
          to_status?: string | null;
        };
        Update: {
          actor_id?: string | null;
          created_at?: string;
          from_status?: string | null;
          id?: never;
          kind?: string;
          message_id?: string;
          note?: string | null;
          to_status?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "contact_message_events_message_id_fkey";
            columns: ["message_id"];
            isOneToOne: false;
            referencedRelation: "contact_messages";
            referencedColumns: ["id"];
          },
        ];
      };
      contact_messages: {
        Row: {
          building_kind: string | null;
          company: string | null;
          created_at: string;
          destination_port: string | null;
          email: string;
          handled_by: string | null;
          id: string;
          ip: unknown | null;
          kind: string;
          message: string;
          name: string;
          notes: string | null;
          phone: string | null;
          reference: string;
          site_city: string | null;
          site_country: string | null;
          site_state: string | null;
          status: string;
          subject: string | null;
          updated_at: string;
          user_agent: string | null;
          work_start: string | null;
        };
        Insert: {
          building_kind?: string | null;
          company?: string | null;
          created_at?: string;
          destination_port?: string | null;
          email: string;
          handled_by?: string | null;
          id?: string;
          ip?: unknown | null;
          kind?: string;
          message: string;
          name: string;
          notes?: string | null;
          phone?: string | null;
          reference: string;
          site_city?: string | null;
          site_country?: string | null;
          site_state?: string | null;
          status?: string;
          subject?: string | null;
          updated_at?: string;
          user_agent?: string | null;
          work_start?: string | null;
        };
        Update: {
          building_kind?: string | null;
          company?: string | null;
          created_at?: string;
          destination_port?: string | null;
          email?: string;
          handled_by?: string | null;
          id?: string;
          ip?: unknown | null;
          kind?: string;
          message?: string;
          name?: string;
          notes?: string | null;
          phone?: string | null;
          reference?: string;
          site_city?: string | null;
          site_country?: string | null;
          site_state?: string | null;
          status?: string;
          subject?: string | null;
          updated_at?: string;
          user_agent?: string | null;
          work_start?: string | null;
        };
        Relationships: [];
      };
      content_audit: {
        Row: {
          action: string;
          actor_id: string | null;
          changed_at: string;
          id: number;
          new_values: Json | null;
          old_values: Json | null;
          record_id: string;
          table_name: string;
        };
        Insert: {
          action: string;
          actor_id?: string | null;
          changed_at?: string;
          id?: never;
          new_values?: Json | null;
          old_values?: Json | null;
          record_id: string;
          table_name: string;
        };
        Update: {
          action?: string;
          actor_id?: string | null;
          changed_at?: string;
          id?: never;
          new_values?: Json | null;
          old_values?: Json | null;
          record_id?: string;
          table_name?: string;
        };
        Relationships: [];
      };
      enquiry_lines: {
        Row: {
          id: number;
          message_id: string;
          note: string | null;
          origin: Json;
          pack_size: string | null;
          position: number;
          product_id: string | null;
          product_name: string;
          quantity: number;
          unit: string;
        };
        Insert: {
          id?: never;
          message_id: string;
          note?: string | null;
          origin?: Json;
          pack_size?: string | null;
          position: number;
          product_id?: string | null;
          product_name: string;
          quantity: number;
          unit: string;
        };
        Update: {
          id?: never;
          message_id?: string;
          note?: string | null;
          origin?: Json;
          pack_size?: string | null;
          position?: number;
          product_id?: string | null;
          product_name?: string;
          quantity?: number;
          unit?: string;
        };
        Relationships: [
          {
            foreignKeyName: "enquiry_lines_message_id_fkey";
            columns: ["message_id"];
            isOneToOne: false;
            referencedRelation: "contact_messages";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "enquiry_lines_product_id_fkey";
            columns: ["product_id"];
            isOneToOne: false;
            referencedRelation: "products";
            referencedColumns: ["id"];
          },
        ];
      };
      page_views: {
        Row: {
          created_at: string;
          id: number;
          ip_hash: string | null;
          language: string | null;
          path: string;
          product_slug: string | null;
          referrer: string | null;
          session_id: string | null;
        };
        Insert: {
          created_at?: string;
          id?: never;
          ip_hash?: string | null;
          language?: string | null;
          path: string;
          product_slug?: string | null;
          referrer?: string | null;
          session_id?: string | null;
        };
        Update: {
          created_at?: string;
          id?: never;
          ip_hash?: string | null;
          language?: string | null;
          path?: string;
          product_slug?: string | null;
          referrer?: string | null;
          session_id?: string | null;
        };
        Relationships: [];
      };
      product_translations: {
        Row: {
          applications: string[] | null;
          coverage: string | null;
          created_at: string;
          description: string | null;
          features: string[] | null;
          language: string;
          name: string | null;
          product_id: string;
          short_description: string | null;
          updated_at: string;
        };
        Insert: {
          applications?: string[] | null;
          coverage?: string | null;
          created_at?: string;
          description?: string | null;
          features?: string[] | null;
          language: string;
          name?: string | null;
          product_id: string;
          short_description?: string | null;
          updated_at?: string;
        };
        Update: {
          applications?: string[] | null;
          coverage?: string | null;
          created_at?: string;
          description?: string | null;
          features?: string[] | null;
          language?: string;
          name?: string | null;
          product_id?: string;
          short_description?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: "product_translations_product_id_fkey";
            columns: ["product_id"];
            isOneToOne: false;
            referencedRelation: "products";
            referencedColumns: ["id"];
          },
        ];
      };
      products: {
        Row: {
          applications: string[];
          brand_id: string | null;
          category_id: string | null;
          coverage: string | null;
          coverage_data: Json | null;
          created_at: string;
          description: string | null;
          features: string[];
          gallery: Json;
          id: string;
          image_height: number | null;
          image_url: string | null;
          image_width: number | null;
          is_active: boolean;
          is_featured: boolean;
          name: string;
          pack_sizes: Json;
          sds_url: string | null;
          search: unknown;
          short_description: string | null;
          slug: string;
          sort_order: number;
          specifications: Json;
          tds_url: string | null;
          updated_at: string;
        };
        Insert: {
          applications?: string[];
          brand_id?: string | null;
          category_id?: string | null;
          coverage?: string | null;
          coverage_data?: Json | null;
          created_at?: string;
          description?: string | null;
          features?: string[];
          gallery?: Json;
          id?: string;
          image_height?: number | null;
          image_url?: string | null;
          image_width?: number | null;
          is_active?: boolean;
          is_featured?: boolean;
          name: string;
          pack_sizes?: Json;
          sds_url?: string | null;
          search?: unknown;
          short_description?: string | null;
          slug: string;
          sort_order?: number;
          specifications?: Json;
          tds_url?: string | null;
          updated_at?: string;
        };
        Update: {
          applications?: string[];
          brand_id?: string | null;
          category_id?: string | null;
          coverage?: string | null;
          coverage_data?: Json | null;
          created_at?: string;
          description?: string | null;
          features?: string[];
          gallery?: Json;
          id?: string;
          image_height?: number | null;
          image_url?: string | null;
          image_width?: number | null;
          is_active?: boolean;
          is_featured?: boolean;
          name?: string;
          pack_sizes?: Json;
          sds_url?: string | null;
          search?: unknown;
          short_description?: string | null;
          slug?: string;
          sort_order?: number;
          specifications?: Json;
          tds_url?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: "products_brand_id_fkey";
            columns: ["brand_id"];
            isOneToOne: false;
            referencedRelation: "brands";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "products_category_id_fkey";
            columns: ["category_id"];
            isOneToOne: false;
            referencedRelation: "categories";
            referencedColumns: ["id"];
          },
        ];
      };
      profiles: {
        Row: {
          avatar_url: string | null;
          created_at: string;
          full_name: string | null;
          id: string;
          role: string;
          updated_at: string;
          user_id: string;
          username: string;
        };
        Insert: {
          avatar_url?: string | null;
          created_at?: string;
          full_name?: string | null;
          id?: string;
          role?: string;
          updated_at?: string;
          user_id: string;
          username: string;
        };
        Update: {
          avatar_url?: string | null;
          created_at?: string;
          full_name?: string | null;
          id?: string;
          role?: string;
          updated_at?: string;
          user_id?: string;
          username?: string;
        };
        Relationships: [];
      };
      publish_runs: {
        Row: {
          error: string | null;
          hook_status: number | null;
          id: number;
          ok: boolean;
          requested_at: string;
          requested_by: string | null;
        };
        Insert: {
          error?: string | null;
          hook_status?: number | null;
          id?: never;
          ok: boolean;
          requested_at?: string;
          requested_by?: string | null;
        };
        Update: {
          error?: string | null;
          hook_status?: number | null;
          id?: never;
          ok?: boolean;
          requested_at?: string;
          requested_by?: string | null;
        };
        Relationships: [];
      };
      security_events: {
        Row: {
          created_at: string;
          details: Json;
          event_type: string;
          id: number;
          ip: unknown | null;
          user_agent: string | null;
          user_id: string | null;
        };
        Insert: {
          created_at?: string;
          details?: Json;
          event_type: string;
          id?: never;
          ip?: unknown | null;
          user_agent?: string | null;
          user_id?: string | null;
        };
        Update: {
          created_at?: string;
          details?: Json;
          event_type?: string;
          id?: never;
          ip?: unknown | null;
          user_agent?: string | null;
          user_id?: string | null;
        };
        Relationships: [];
      };
      seo_setting_translations: {
        Row: {
          created_at: string;
          description: string | null;
          keywords: string | null;
          language: string;
          seo_setting_id: string;
          title: string | null;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          description?: string | null;
          keywords?: string | null;
          language: string;
          seo_setting_id: string;
          title?: string | null;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          description?: string | null;
          keywords?: string | null;
          language?: string;
          seo_setting_id?: string;
          title?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: "seo_setting_translations_seo_setting_id_fkey";
            columns: ["seo_setting_id"];
            isOneToOne: false;
            referencedRelation: "seo_settings";
            referencedColumns: ["id"];
          },
        ];
      };
      seo_settings: {
        Row: {
          created_at: string;
          description: string | null;
          id: string;
          keywords: string | null;
          og_image: string | null;
          route: string;
          title: string | null;
          updated_at: string;
        };
        Insert: {
          created_at?: string;
          description?: string | null;
          id?: string;
          keywords?: string | null;
          og_image?: string | null;
          route: string;
          title?: string | null;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          description?: string | null;
          id?: string;
          keywords?: string | null;
          og_image?: string | null;
          route?: string;
          title?: string | null;
          updated_at?: string;
        };
        Relationships: [];
      };
      service_translations: {
        Row: {
          body: string | null;
          created_at: string;
          features: string[] | null;
          language: string;
          service_id: string;
          summary: string | null;
          title: string | null;
          updated_at: string;
        };
        Insert: {
          body?: string | null;
          created_at?: string;
          features?: string[] | null;
          language: string;
          service_id: string;
          summary?: string | null;
          title?: string | null;
          updated_at?: string;
        };
        Update: {
          body?: string | null;
          created_at?: string;
          features?: string[] | null;
          language?: string;
          service_id?: string;
          summary?: string | null;
          title?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: "service_translations_service_id_fkey";
            columns: ["service_id"];
            isOneToOne: false;
            referencedRelation: "services";
            referencedColumns: ["id"];
          },
        ];
      };
      services: {
        Row: {
          body: string | null;
          created_at: string;
          features: string[];
          icon: string | null;
          id: string;
          image_url: string | null;
          is_active: boolean;
          slug: string;
          sort_order: number;
          summary: string | null;
          title: string;
          updated_at: string;
        };
        Insert: {
          body?: string | null;
          created_at?: string;
          features?: string[];
          icon?: string | null;
          id?: string;
          image_url?: string | null;
          is_active?: boolean;
          slug: string;
          sort_order?: number;
          summary?: string | null;
          title: string;
          updated_at?: string;
        };
        Update: {
          body?: string | null;
          created_at?: string;
          features?: string[];
          icon?: string | null;
          id?: string;
          image_url?: string | null;
          is_active?: boolean;
          slug?: string;
          sort_order?: number;
          summary?: string | null;
          title?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      site_setting_translations: {
        Row: {
          business_hours: string | null;
          certifications: string[] | null;
          created_at: string;
          figures: Json | null;
          language: string;
          quality_statement: string | null;
          site_setting_id: number;
          story: string | null;
          tagline: string | null;
          updated_at: string;
        };
        Insert: {
          business_hours?: string | null;
          certifications?: string[] | null;
          created_at?: string;
          figures?: Json | null;
          language: string;
          quality_statement?: string | null;
          site_setting_id: number;
          story?: string | null;
          tagline?: string | null;
          updated_at?: string;
        };
        Update: {
          business_hours?: string | null;
          certifications?: string[] | null;
          created_at?: string;
          figures?: Json | null;
          language?: string;
          quality_statement?: string | null;
          site_setting_id?: number;
          story?: string | null;
          tagline?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: "site_setting_translations_site_setting_id_fkey";
            columns: ["site_setting_id"];
            isOneToOne: false;
            referencedRelation: "site_settings";
            referencedColumns: ["id"];
          },
        ];
      };
      site_settings: {
        Row: {
          address_line1: string | null;
          address_line2: string | null;
          business_hours: string | null;
          certifications: string[];
          city: string | null;
          company_name: string;
          company_updated_at: string;
          countries_served: string;
          country: string | null;
          created_at: string;
          emails: string[];
          figures: Json;
          founded_year: number | null;
          id: number;
          lead_time_days: number | null;
          material_testing: string;
          phones: string[];
          postal_code: string | null;
          protection_enabled: boolean;
          quality_statement: string | null;
          staff_mfa_required: boolean;
          state: string | null;
          story: string | null;
          tagline: string | null;
          updated_at: string;
        };
        Insert: {
          address_line1?: string | null;
          address_line2?: string | null;
          business_hours?: string | null;
          certifications?: string[];
          city?: string | null;
          company_name: string;
          company_updated_at?: string;
          countries_served?: string;
          country?: string | null;
          created_at?: string;
          emails?: string[];
          figures?: Json;
          founded_year?: number | null;
          id?: number;
          lead_time_days?: number | null;
          material_testing?: string;
          phones?: string[];
          postal_code?: string | null;
          protection_enabled?: boolean;
          quality_statement?: string | null;
          staff_mfa_required?: boolean;
          state?: string | null;
          story?: string | null;
          tagline?: string | null;
          updated_at?: string;
        };
        Update: {
          address_line1?: string | null;
          address_line2?: string | null;
          business_hours?: string | null;
          certifications?: string[];
          city?: string | null;
          company_name?: string;
          company_updated_at?: string;
          countries_served?: string;
          country?: string | null;
          created_at?: string;
          emails?: string[];
          figures?: Json;
          founded_year?: number | null;
          id?: number;
          lead_time_days?: number | null;
          material_testing?: string;
          phones?: string[];
          postal_code?: string | null;
          protection_enabled?: boolean;
          quality_statement?: string | null;
          staff_mfa_required?: boolean;
          state?: string | null;
          story?: string | null;
          tagline?: string | null;
          updated_at?: string;
        };
        Relationships: [];
      };
      social_links: {
        Row: {
          created_at: string;
          id: string;
          is_active: boolean;
          platform: string;
          sort_order: number;
          updated_at: string;
          url: string;
        };
        Insert: {
          created_at?: string;
          id?: string;
          is_active?: boolean;
          platform: string;
          sort_order?: number;
          updated_at?: string;
          url: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          is_active?: boolean;
          platform?: string;
          sort_order?: number;
          updated_at?: string;
          url?: string;
        };
        Relationships: [];
      };
      staff_mail_outbox: {
        Row: {
          attempts: number;
          created_at: string;
          id: number;
          last_error: string | null;
          locked_until: string | null;
          message_id: string;
          next_attempt_at: string;
          recipients: string[];
          sent_at: string | null;
          status: string;
        };
        Insert: {
          attempts?: number;
          created_at?: string;
          id?: never;
          last_error?: string | null;
          locked_until?: string | null;
          message_id: string;
          next_attempt_at?: string;
          recipients: string[];
          sent_at?: string | null;
          status?: string;
        };
        Update: {
          attempts?: number;
          created_at?: string;
          id?: never;
          last_error?: string | null;
          locked_until?: string | null;
          message_id?: string;
          next_attempt_at?: string;
          recipients?: string[];
          sent_at?: string | null;
          status?: string;
        };
        Relationships: [
          {
            foreignKeyName: "staff_mail_outbox_message_id_fkey";
            columns: ["message_id"];
            isOneToOne: false;
            referencedRelation: "contact_messages";
            referencedColumns: ["id"];
          },
        ];
      };
      staff_notification_settings: {
        Row: {
          id: number;
          sales_emails: string[];
          updated_at: string;
        };
        Insert: {
          id?: number;
          sales_emails?: string[];
          updated_at?: string;
        };
        Update: {
          id?: number;
          sales_emails?: string[];
          updated_at?: string;
        };
        Relationships: [];
      };
      transport_companies: {
        Row: {
          address: string | null;
          city: string;
          contact_person: string | null;
          created_at: string;
          email: string | null;
          id: string;
          is_active: boolean;
          is_verified: boolean;
          name: string;
          phones: string[];
          search: unknown;
          service_areas: string[];
          state: string;
          updated_at: string;
          vehicle_types: string[];
          website: string | null;
        };
        Insert: {
          address?: string | null;
          city: string;
          contact_person?: string | null;
          created_at?: string;
          email?: string | null;
          id?: string;
          is_active?: boolean;
          is_verified?: boolean;
          name: string;
          phones?: string[];
          search?: unknown;
          service_areas?: string[];
          state: string;
          updated_at?: string;
          vehicle_types?: string[];
          website?: string | null;
        };
        Update: {
          address?: string | null;
          city?: string;
          contact_person?: string | null;
          created_at?: string;
          email?: string | null;
          id?: string;
          is_active?: boolean;
          is_verified?: boolean;
          name?: string;
          phones?: string[];
          search?: unknown;
          service_areas?: string[];
          state?: string;
          updated_at?: string;
          vehicle_types?: string[];
          website?: string | null;
        };
        Relationships: [];
      };
      trash: {
        Row: {
          deleted_at: string;
          deleted_by: string | null;
          id: number;
          label: string | null;
          links: Json;
          purge_after: string;
          record: Json;
          record_id: string;
          table_name: string;
          translations: Json;
          translations_table: string | null;
        };
        Insert: {
          deleted_at?: string;
          deleted_by?: string | null;
          id?: never;
          label?: string | null;
          links?: Json;
          purge_after?: string;
          record: Json;
          record_id: string;
          table_name: string;
          translations?: Json;
          translations_table?: string | null;
        };
        Update: {
          deleted_at?: string;
          deleted_by?: string | null;
          id?: never;
          label?: string | null;
          links?: Json;
          purge_after?: string;
          record?: Json;
          record_id?: string;
          table_name?: string;
          translations?: Json;
          translations_table?: string | null;
        };
        Relationships: [];
      };
      user_roles: {
        Row: {
          created_at: string;
          granted_by: string | null;
          id: string;
          role: string;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          granted_by?: string | null;
          id?: string;
          role: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          granted_by?: string | null;
          id?: string;
          role?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      video_translations: {
        Row: {
          created_at: string;
          description: string | null;
          language: string;
          title: string | null;
          updated_at: string;
          video_id: string;
        };
        Insert: {
          created_at?: string;
          description?: string | null;
          language: string;
          title?: string | null;
          updated_at?: string;
          video_id: string;
        };
        Update: {
          created_at?: string;
          description?: string | null;
          language?: string;
          title?: string | null;
          updated_at?: string;
          video_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: "video_translations_video_id_fkey";
            columns: ["video_id"];
            isOneToOne: false;
            referencedRelation: "videos";
            referencedColumns: ["id"];
          },
        ];
      };
      videos: {
        Row: {
          category: string | null;
          created_at: string;
          description: string | null;
          id: string;
          is_active: boolean;
          sort_order: number;
          title: string;
          updated_at: string;
          youtube_id: string;
        };
        Insert: {
          category?: string | null;
          created_at?: string;
          description?: string | null;
          id?: string;
          is_active?: boolean;
          sort_order?: number;
          title: string;
          updated_at?: string;
          youtube_id: string;
        };
        Update: {
          category?: string | null;
          created_at?: string;
          description?: string | null;
          id?: string;
          is_active?: boolean;
          sort_order?: number;
          title?: string;
          updated_at?: string;
          youtube_id?: string;
        };
        Relationships: [];
      };
      whatsapp_setting_translations: {
        Row: {
          created_at: string;
          custom_message: string | null;
          language: string;
          updated_at: string;
          welcome_message: string | null;
          whatsapp_setting_id: string;
        };
        Insert: {
          created_at?: string;
          custom_message?: string | null;
          language: string;
          updated_at?: string;
          welcome_message?: string | null;
          whatsapp_setting_id: string;
        };
        Update: {
          created_at?: string;
          custom_message?: string | null;
          language?: string;
          updated_at?: string;
          welcome_message?: string | null;
          whatsapp_setting_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: "whatsapp_setting_translations_whatsapp_setting_id_fkey";
            columns: ["whatsapp_setting_id"];
            isOneToOne: false;
            referencedRelation: "whatsapp_settings";
            referencedColumns: ["id"];
          },
        ];
      };
      whatsapp_settings: {
        Row: {
          auto_replies: Json;
          availability_hours: Json;
          business_name: string;
          created_at: string;
          custom_message: string | null;
          id: string;
          is_active: boolean;
          phone_number: string;
          position: string;
          show_availability: boolean;
          updated_at: string;
          welcome_message: string;
        };
        Insert: {
          auto_replies?: Json;
          availability_hours?: Json;
          business_name: string;
          created_at?: string;
          custom_message?: string | null;
          id?: string;
          is_active?: boolean;
          phone_number: string;
          position?: string;
          show_availability?: boolean;
          updated_at?: string;
          welcome_message?: string;
        };
        Update: {
          auto_replies?: Json;
          availability_hours?: Json;
          business_name?: string;
          created_at?: string;
          custom_message?: string | null;
          id?: string;
          is_active?: boolean;
          phone_number?: string;
          position?: string;
          show_availability?: boolean;
          updated_at?: string;
          welcome_message?: string;
        };
        Relationships: [];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      add_contact_message_note: {
        Args: { message_id_param: string; note_param: string };
        Returns: number;
      };
      admin_exists: { Args: never; Returns: boolean };
      admin_grant_role: { Args: { role_param: string; target_user_id: string }; Returns: boolean };
      admin_list_users: {
        Args: { limit_param?: number; offset_param?: number; search_param?: string };
        Returns: {
          created_at: string;
          email: string;
          email_confirmed_at: string;
          full_name: string;
          last_sign_in_at: string;
          roles: string[];
          total_count: number;
          user_id: string;
          username: string;
        }[];
      };
      admin_media_library: {
        Args: never;
        Returns: {
          alt: string;
          bucket_id: string;
          created_at: string;
          height: number;
          mimetype: string;
          name: string;
          size: number;
          total_size: number;
          usages: Json;
          variants: string[];
          width: number;
        }[];
      };
      admin_revoke_role: { Args: { role_param: string; target_user_id: string }; Returns: boolean };
      admin_set_role: {
        Args: { grant_param: boolean; role_param: string; target_user_id: string };
        Returns: boolean;
      };
      all_emails: { Args: { _v: string[] }; Returns: boolean };
      all_labels: { Args: { _max: number; _v: string[] }; Returns: boolean };
      all_phones: { Args: { _v: string[] }; Returns: boolean };
      analytics_check_range: {
        Args: { end_param: string; start_param: string };
        Returns: undefined;
      };
      analytics_contact_messages_per_week:
        | {
            Args: { weeks_param?: number };
            Returns: {
              messages: number;
              spam: number;
              week_start: string;
            }[];
          }
        | {
            Args: { end_param: string; start_param: string };
            Returns: {
              messages: number;
              spam: number;
              week_start: string;
            }[];
          };
      analytics_languages:
        | {
            Args: { days_param?: number };
            Returns: {
              language: string;
              views: number;
            }[];
          }
        | {
            Args: { end_param: string; start_param: string };
            Returns: {
              language: string;
              views: number;
            }[];
          };
      analytics_top_pages:
        | {
            Args: { end_param: string; limit_param?: number; start_param: string };
            Returns: {
              path: string;
              views: number;
            }[];
          }
        | {
            Args: { days_param?: number; limit_param?: number };
            Returns: {
              path: string;
              views: number;
            }[];
          };
      analytics_top_products:
        | {
            Args: { end_param: string; limit_param?: number; start_param: string };
            Returns: {
              product_name: string;
              product_slug: string;
              views: number;
            }[];
          }
        | {
            Args: { days_param?: number; limit_param?: number };
            Returns: {
              product_name: string;
              product_slug: string;
              views: number;
            }[];
          };
      analytics_views_per_day:
        | {
            Args: { days_param?: number };
            Returns: {
              day: string;
              sessions: number;
              views: number;
            }[];
          }
        | {
            Args: { end_param: string; start_param: string };
            Returns: {
              day: string;
              sessions: number;
              views: number;
            }[];
          };
      assert_admin: { Args: never; Returns: undefined };
      assert_contact_allowance: { Args: { _email: string }; Returns: undefined };
      banners_missing_translation: {
        Args: { _language: string };
        Returns: {
          created_at: string;
          cta_href: string | null;
          cta_label: string | null;
          ends_at: string | null;
          id: string;
          image_url: string | null;
          is_active: boolean;
          sort_order: number;
          starts_at: string | null;
          subtitle: string | null;
          title: string;
          updated_at: string;
        }[];
        SetofOptions: {
          from: "*";
          to: "banners";
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      categories_missing_translation: {
        Args: { _language: string };
        Returns: {
          created_at: string;
          description: string | null;
          icon: string | null;
          id: string;
          image_url: string | null;
          is_active: boolean;
          name: string;
          slug: string;
          sort_order: number;
          updated_at: string;
        }[];
        SetofOptions: {
          from: "*";
          to: "categories";
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      check_translation_gaps_call: { Args: { _language: string }; Returns: undefined };
      claim_initial_admin: { Args: { setup_code: string }; Returns: string };
      claim_staff_mail: {
        Args: { _lease_seconds?: number; _limit?: number };
        Returns: {
          attempt: number;
          lines: Json;
          message: Json;
          outbox_id: number;
          to_addresses: string[];
        }[];
      };
      client_network: { Args: { _ip: unknown }; Returns: unknown };
      client_security_event_types: { Args: never; Returns: string[] };
      complete_staff_mail: {
        Args: { _error?: string; _max_attempts?: number; _outbox_id: number };
        Returns: string;
      };
      contact_message_history: {
        Args: { message_id_param: string };
        Returns: {
          actor_id: string;
          actor_name: string;
          created_at: string;
          from_status: string;
          id: number;
          kind: string;
          note: string;
          to_status: string;
        }[];
      };
      contact_message_reference: { Args: { _kind: string }; Returns: string };
      content_last_changed_at: { Args: never; Returns: string };
      delete_from_trash: { Args: { _id: number }; Returns: boolean };
      has_role: { Args: { _role: string; _user_id: string }; Returns: boolean };
      is_asset_url: { Args: { _v: string }; Returns: boolean };
      is_coat_count: { Args: { _v: Json }; Returns: boolean };
      is_current_user_admin: { Args: never; Returns: boolean };
      is_current_user_staff: { Args: never; Returns: boolean };
      is_email: { Args: { _v: string }; Returns: boolean };
      is_hhmm: { Args: { _v: string }; Returns: boolean };
      is_http_url: { Args: { _v: string }; Returns: boolean };
      is_nonnegative_number: { Args: { _v: Json }; Returns: boolean };
      is_phone: { Args: { _v: string }; Returns: boolean };
      is_positive_number: { Args: { _v: Json }; Returns: boolean };
      is_slug: { Args: { _v: string }; Returns: boolean };
      is_translation_language: { Args: { _v: string }; Returns: boolean };
      is_valid_auto_replies: { Args: { _v: Json }; Returns: boolean };
      is_valid_availability_hours: { Args: { _v: Json }; Returns: boolean };
      is_valid_coverage_data: { Args: { _v: Json }; Returns: boolean };
      is_valid_enquiry_origin: { Args: { _origin: Json }; Returns: boolean };
      is_valid_gallery: { Args: { _v: Json }; Returns: boolean };
      is_valid_pack_sizes: { Args: { _v: Json }; Returns: boolean };
      is_valid_site_figures: { Args: { _v: Json }; Returns: boolean };
      is_valid_specifications: { Args: { _v: Json }; Returns: boolean };
      log_security_event: {
        Args: { event_details_param?: Json; event_type_param: string };
        Returns: undefined;
      };
      media_group_key: { Args: { _name: string }; Returns: string };
      media_object_in_use: { Args: { _bucket: string; _name: string }; Returns: boolean };
      media_reference_tables: { Args: never; Returns: string[] };
      media_references: {
        Args: never;
        Returns: {
          alt: string;
          bucket_id: string;
          column_name: string;
          language: string;
          object_name: string;
          record_id: string;
          record_label: string;
          table_name: string;
        }[];
      };
      media_sweep_candidates: {
        Args: { grace_seconds: number };
        Returns: {
          bucket_id: string;
          name: string;
        }[];
      };
      product_search_vector: {
        Args: { _p: Database["public"]["Tables"]["products"]["Row"] };
        Returns: unknown;
      };
      products_missing_translation: {
        Args: { _language: string };
        Returns: {
          applications: string[];
          brand_id: string | null;
          category_id: string | null;
          coverage: string | null;
          coverage_data: Json | null;
          created_at: string;
          description: string | null;
          features: string[];
          gallery: Json;
          id: string;
          image_height: number | null;
          image_url: string | null;
          image_width: number | null;
          is_active: boolean;
          is_featured: boolean;
          name: string;
          pack_sizes: Json;
          sds_url: string | null;
          search: unknown;
          short_description: string | null;
          slug: string;
          sort_order: number;
          specifications: Json;
          tds_url: string | null;
          updated_at: string;
        }[];
        SetofOptions: {
          from: "*";
          to: "products";
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      purge_trash: { Args: never; Returns: number };
      record_page_view: {
        Args: {
          language_param?: string;
          path_param: string;
          product_slug_param?: string;
          referrer_param?: string;
          session_id_param?: string;
        };
        Returns: boolean;
      };
      reorder_content: {
        Args: { ids_param: string[]; sort_orders_param: number[]; table_param: string };
        Returns: number;
      };
      request_headers: { Args: never; Returns: Json };
      request_ip: { Args: never; Returns: unknown };
      request_user_agent: { Args: never; Returns: string };
      restore_from_trash: {
        Args: { _id: number };
        Returns: {
          record_id: string;
          table_name: string;
        }[];
      };
      role_of: { Args: { _user_id: string }; Returns: string };
      seo_settings_missing_translation: {
        Args: { _language: string };
        Returns: {
          created_at: string;
          description: string | null;
          id: string;
          keywords: string | null;
          og_image: string | null;
          route: string;
          title: string | null;
          updated_at: string;
        }[];
        SetofOptions: {
          from: "*";
          to: "seo_settings";
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      services_missing_translation: {
        Args: { _language: string };
        Returns: {
          body: string | null;
          created_at: string;
          features: string[];
          icon: string | null;
          id: string;
          image_url: string | null;
          is_active: boolean;
          slug: string;
          sort_order: number;
          summary: string | null;
          title: string;
          updated_at: string;
        }[];
        SetofOptions: {
          from: "*";
          to: "services";
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      staff_mail_lines: { Args: { _message_id: string }; Returns: Json };
      staff_session_is_strong: { Args: never; Returns: boolean };
      submit_contact_message: {
        Args: {
          company_param?: string;
          email_param: string;
          honeypot_param?: string;
          message_param: string;
          name_param: string;
          phone_param?: string;
          subject_param?: string;
        };
        Returns: string;
      };
      submit_enquiry: {
        Args: {
          building_kind_param?: string;
          company_param?: string;
          destination_port_param?: string;
          email_param: string;
          honeypot_param?: string;
          lines_param: Json;
          message_param?: string;
          name_param: string;
          phone_param?: string;
          site_city_param?: string;
          site_country_param?: string;
          site_state_param?: string;
          work_start_param?: string;
        };
        Returns: string;
      };
      translation_missing:
        | { Args: { _source: string[]; _translation: string[] }; Returns: boolean }
        | { Args: { _source: string; _translation: string }; Returns: boolean };
      trash_insert_row: { Args: { _row: Json; _table: string }; Returns: undefined };
      user_holds_role: { Args: { _role: string; _user_id: string }; Returns: boolean };
      username_candidate: { Args: { _raw: string }; Returns: string };
      videos_missing_translation: {
        Args: { _language: string };
        Returns: {
          category: string | null;
          created_at: string;
          description: string | null;
          id: string;
          is_active: boolean;
          sort_order: number;
          title: string;
          updated_at: string;
          youtube_id: string;
        }[];
        SetofOptions: {
          from: "*";
          to: "videos";
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      write_security_event: {
        Args: { _details: Json; _event_type: string; _user_id: string };
        Returns: number;
      };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends { Insert: infer I }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends { Update: infer U }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema["Enums"] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema["CompositeTypes"] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {},
  },
} as const;
