CREATE TABLE "demo_venue_transfers" (
	"transfer_id" text PRIMARY KEY NOT NULL,
	"venue" text NOT NULL,
	"player" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_venue_wallets" (
	"venue" text NOT NULL,
	"player" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "demo_venue_wallets_venue_player_pk" PRIMARY KEY("venue","player"),
	CONSTRAINT "demo_venue_wallets_non_negative" CHECK ("demo_venue_wallets"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "deposit_addresses" (
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_addresses_site_code_member_id_network_pk" PRIMARY KEY("site_code","member_id","network")
);
--> statement-breakpoint
CREATE TABLE "deposit_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"order_no" text NOT NULL,
	"channel_id" text NOT NULL,
	"channel_kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"payer_name" text,
	"request_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"tx_hash" text,
	"address" text,
	"confirmations" integer,
	"required_confirmations" integer,
	"flow_multiple_permille" integer NOT NULL,
	"reason" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_orders_amount_positive" CHECK ("deposit_orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "exchange_quotes" (
	"quote_id" text PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"from_wallet" text NOT NULL,
	"to_wallet" text NOT NULL,
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"spread" bigint NOT NULL,
	"receive" bigint NOT NULL,
	"mid_rate" bigint NOT NULL,
	"rate" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gateway_callbacks" (
	"nonce" text PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"order_no" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" bigint NOT NULL,
	"site_code" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"operator_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"site_code" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_chain_txs" (
	"tx_hash" text PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"amount" bigint NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "turnover_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "turnover_entries_amount_non_negative" CHECK ("turnover_entries"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "venue_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"transfer_id" text NOT NULL,
	"request_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"venue" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_transfers_amount_positive" CHECK ("venue_transfers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "withdraw_order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"status" text NOT NULL,
	"operator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdraw_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"order_no" text NOT NULL,
	"request_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"account_id" bigint NOT NULL,
	"account_kind" text NOT NULL,
	"account_label" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdraw_orders_amount_positive" CHECK ("withdraw_orders"."amount" > 0 and "withdraw_orders"."fee" >= 0 and "withdraw_orders"."fee" < "withdraw_orders"."amount")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "deposit_addresses" ADD CONSTRAINT "deposit_addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_quotes" ADD CONSTRAINT "exchange_quotes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_audit" ADD CONSTRAINT "operator_audit_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_entries" ADD CONSTRAINT "turnover_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_transfers" ADD CONSTRAINT "venue_transfers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_order_events" ADD CONSTRAINT "withdraw_order_events_order_id_withdraw_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."withdraw_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_orders" ADD CONSTRAINT "withdraw_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_addresses_address_uq" ON "deposit_addresses" USING btree ("address");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_no_uq" ON "deposit_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_request_uq" ON "deposit_orders" USING btree ("site_code","member_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_tx_uq" ON "deposit_orders" USING btree ("tx_hash") WHERE "deposit_orders"."tx_hash" is not null;--> statement-breakpoint
CREATE INDEX "deposit_orders_member_idx" ON "deposit_orders" USING btree ("site_code","member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_orders_status_idx" ON "deposit_orders" USING btree ("site_code","status","created_at");--> statement-breakpoint
CREATE INDEX "exchange_quotes_member_idx" ON "exchange_quotes" USING btree ("site_code","member_id","created_at");--> statement-breakpoint
CREATE INDEX "operator_audit_site_idx" ON "operator_audit" USING btree ("site_code","id");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_username_uq" ON "operators" USING btree ("username");--> statement-breakpoint
CREATE INDEX "sandbox_chain_txs_open_idx" ON "sandbox_chain_txs" USING btree ("settled_at");--> statement-breakpoint
CREATE INDEX "turnover_entries_member_idx" ON "turnover_entries" USING btree ("site_code","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "turnover_entries_ref_uq" ON "turnover_entries" USING btree ("site_code","kind","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_transfers_id_uq" ON "venue_transfers" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_transfers_request_uq" ON "venue_transfers" USING btree ("site_code","member_id","request_id");--> statement-breakpoint
CREATE INDEX "venue_transfers_pending_idx" ON "venue_transfers" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "withdraw_order_events_order_idx" ON "withdraw_order_events" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdraw_orders_no_uq" ON "withdraw_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "withdraw_orders_request_uq" ON "withdraw_orders" USING btree ("site_code","member_id","request_id");--> statement-breakpoint
CREATE INDEX "withdraw_orders_member_idx" ON "withdraw_orders" USING btree ("site_code","member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdraw_orders_status_idx" ON "withdraw_orders" USING btree ("site_code","status","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_reference_idx" ON "ledger_entries" USING btree ("site_code","reference");--> statement-breakpoint
CREATE FUNCTION "operator_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_audit is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "operator_audit_no_update_delete" BEFORE UPDATE OR DELETE ON "operator_audit"
  FOR EACH ROW EXECUTE FUNCTION "operator_audit_append_only"();
--> statement-breakpoint
CREATE TRIGGER "operator_audit_no_truncate" BEFORE TRUNCATE ON "operator_audit"
  FOR EACH STATEMENT EXECUTE FUNCTION "operator_audit_append_only"();
