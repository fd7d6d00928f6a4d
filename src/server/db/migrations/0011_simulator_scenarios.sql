-- What a tester chose the embedded simulators (credit, AVM, identity and income verification) answer for one
-- application (PUT /api/v2/simulators/applications/{appId}/scenario; README "Choosing what the simulators answer"),
-- kept in the database so that the simulators of every API instance answer the same.
CREATE TABLE simulator_scenarios (
  application_id bigint PRIMARY KEY REFERENCES applications (id) ON DELETE CASCADE,
  scenario jsonb NOT NULL,
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
