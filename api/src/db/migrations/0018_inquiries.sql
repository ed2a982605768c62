-- Consultas y sugerencias (issue 24): what a client filed, with its optional attachment. One row
-- per client and request id, so a repeated send files one inquiry.
CREATE TABLE inquiries (
  id bigserial PRIMARY KEY,
  client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  request_id uuid NOT NULL,
  category text NOT NULL,
  message text NOT NULL,
  attachment_name text,
  attachment_type text,
  attachment bytea,
  status text NOT NULL DEFAULT 'recibida',
  answer text,
  created_at bigint NOT NULL,
  UNIQUE (client_id, request_id)
);
CREATE INDEX inquiries_client_id ON inquiries (client_id, id DESC);
