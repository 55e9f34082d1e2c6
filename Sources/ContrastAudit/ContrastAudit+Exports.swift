// `import ContrastAudit` is the whole audit: the model, the inputs and the reports, and what
// they rest on. Pair roles and severities (`PairRole`, `Severity`) live in ColorContrast, below
// the assertions that need them without Little CMS.
@_exported import AuditInputs
@_exported import AuditModel
@_exported import AuditReports
@_exported import ColorContrast
