/**
 * Every migration in the order it runs, hand-written and generated alike. Written by
 * `npm run migration:make -- <name>`; a hand-written migration is listed by its next run,
 * or here by hand.
 */
import type { DialectName, DynamicDb } from '../database';
import * as core from './2026_11_22_0001_core';
import * as loginAttempts from './2026_11_22_0002_login_attempts';
import * as passwords from './2026_11_22_0003_passwords';
import * as userGrants from './2026_11_22_0004_user_grants';
import * as unicodeLower from './2026_11_22_0005_unicode_lower';
import * as tenancy from './2026_11_23_0005_tenancy';
import * as authHardening from './2026_11_23_0006_auth_hardening';
import * as baseline from './2026_11_23_0007_baseline';
import * as mediaContents from './2026_11_23_0008_media_contents';
import * as jobs from './2026_11_23_0009_jobs';
import * as importFiles from './2026_11_23_0010_import_files';
import * as tokenClients from './2026_11_23_0011_token_clients';
import * as adminSections from './2026_11_23_0012_admin_sections';
import * as addClients from './2026_11_26_0001_add_clients';
import * as searchDigits from './2026_11_26_0002_search_digits';
import * as addClientActivity from './2026_11_26_0003_add_client_activity';
import * as addAccountContactPoints from './2026_11_26_0004_add_account_contact_points';
import * as auditRecordLookup from './2026_11_26_0005_audit_record_lookup';
import * as addLeads from './2026_11_26_0006_add_leads';
import * as searchIndex from './2026_11_26_0007_search_index';
import * as addBindings from './2026_11_26_0008_add_bindings';
import * as interactionContact from './2026_11_26_0009_interaction_contact';
import * as teamMembers from './2026_11_26_0010_team_members';
import * as contactLists from './2026_11_26_0011_contact_lists';
import * as searchSpellings from './2026_11_26_0012_search_spellings';
import * as clientPhonesSearch from './2026_11_26_0013_client_phones_search';
import * as taskLinks from './2026_11_26_0014_task_links';
import * as interactionLead from './2026_11_27_0001_interaction_lead';
import * as coverages from './2026_11_27_0010_coverages';
import * as opportunities from './2026_11_27_0020_opportunities';
import * as flowDrafts from './2026_11_27_0030_flow_drafts';
import * as quotes from './2026_11_27_0031_quotes';
import * as callerQueueOpportunities from './2026_11_27_0032_caller_queue_opportunities';
import * as discountRequests from './2026_11_27_0033_discount_requests';
import * as opportunityDuplicateOf from './2026_11_27_0034_opportunity_duplicate_of';
import * as discountRequestTitle from './2026_11_28_0001_discount_request_title';
import * as companySsnCodeText from './2026_11_28_0002_company_ssn_code_text';
import * as localityDepartment from './2026_11_28_0003_locality_department';
import * as manualQuotes from './2026_11_28_0004_manual_quotes';
import * as searchKeysAndPlaces from './2026_11_28_0005_search_keys_and_places';
import * as labelsNameSearch from './2026_11_29_0001_labels_name_search';
import * as recordFiles from './2026_11_29_0002_record_files';
import * as addContractRequests from './2026_11_29_0003_add_contract_requests';
import * as contractRequestEmission from './2026_11_29_0004_contract_request_emission';
import * as numberSequences from './2026_11_30_0001_number_sequences';
import * as contracts from './2026_11_30_0002_contracts';
import * as policyNumberSpellings from './2026_11_30_0003_policy_number_spellings';
import * as contractExpiryIndex from './2026_11_30_0004_contract_expiry_index';
import * as contractSearchIndex from './2026_11_30_0005_contract_search_index';
import * as inspectionsAndLetters from './2026_11_30_0006_inspections_and_letters';
import * as outboxAttachment from './2026_11_30_0007_outbox_attachment';
import * as addContractMovements from './2026_11_30_0008_add_contract_movements';
import * as movementAppliedChanges from './2026_11_30_0009_movement_applied_changes';
import * as addContractRejectedPayments from './2026_11_30_0010_add_contract_rejected_payments';
import * as recordVersions from './2026_11_30_0011_record_versions';
import * as addContractResearches from './2026_11_30_0012_add_contract_researches';
import * as addInsurerNews from './2026_11_30_0013_add_insurer_news';
import * as contractRiskState from './2026_11_30_0014_contract_risk_state';

export interface MigrationModule {
  up(db: DynamicDb, dialect: DialectName): Promise<void>;
}

export const migrations: Record<string, MigrationModule> = {
  '2026_11_22_0001_core': core,
  '2026_11_22_0002_login_attempts': loginAttempts,
  '2026_11_22_0003_passwords': passwords,
  '2026_11_22_0004_user_grants': userGrants,
  '2026_11_22_0005_unicode_lower': unicodeLower,
  '2026_11_23_0005_tenancy': tenancy,
  '2026_11_23_0006_auth_hardening': authHardening,
  '2026_11_23_0007_baseline': baseline,
  '2026_11_23_0008_media_contents': mediaContents,
  '2026_11_23_0009_jobs': jobs,
  '2026_11_23_0010_import_files': importFiles,
  '2026_11_23_0011_token_clients': tokenClients,
  '2026_11_23_0012_admin_sections': adminSections,
  '2026_11_26_0001_add_clients': addClients,
  '2026_11_26_0002_search_digits': searchDigits,
  '2026_11_26_0003_add_client_activity': addClientActivity,
  '2026_11_26_0004_add_account_contact_points': addAccountContactPoints,
  '2026_11_26_0005_audit_record_lookup': auditRecordLookup,
  '2026_11_26_0006_add_leads': addLeads,
  '2026_11_26_0007_search_index': searchIndex,
  '2026_11_26_0008_add_bindings': addBindings,
  '2026_11_26_0009_interaction_contact': interactionContact,
  '2026_11_26_0010_team_members': teamMembers,
  '2026_11_26_0011_contact_lists': contactLists,
  '2026_11_26_0012_search_spellings': searchSpellings,
  '2026_11_26_0013_client_phones_search': clientPhonesSearch,
  '2026_11_26_0014_task_links': taskLinks,
  '2026_11_27_0001_interaction_lead': interactionLead,
  '2026_11_27_0010_coverages': coverages,
  '2026_11_27_0020_opportunities': opportunities,
  '2026_11_27_0030_flow_drafts': flowDrafts,
  '2026_11_27_0031_quotes': quotes,
  '2026_11_27_0032_caller_queue_opportunities': callerQueueOpportunities,
  '2026_11_27_0033_discount_requests': discountRequests,
  '2026_11_27_0034_opportunity_duplicate_of': opportunityDuplicateOf,
  '2026_11_28_0001_discount_request_title': discountRequestTitle,
  '2026_11_28_0002_company_ssn_code_text': companySsnCodeText,
  '2026_11_28_0003_locality_department': localityDepartment,
  '2026_11_28_0004_manual_quotes': manualQuotes,
  '2026_11_28_0005_search_keys_and_places': searchKeysAndPlaces,
  '2026_11_29_0001_labels_name_search': labelsNameSearch,
  '2026_11_29_0002_record_files': recordFiles,
  '2026_11_29_0003_add_contract_requests': addContractRequests,
  '2026_11_29_0004_contract_request_emission': contractRequestEmission,
  '2026_11_30_0001_number_sequences': numberSequences,
  '2026_11_30_0002_contracts': contracts,
  '2026_11_30_0003_policy_number_spellings': policyNumberSpellings,
  '2026_11_30_0004_contract_expiry_index': contractExpiryIndex,
  '2026_11_30_0005_contract_search_index': contractSearchIndex,
  '2026_11_30_0006_inspections_and_letters': inspectionsAndLetters,
  '2026_11_30_0007_outbox_attachment': outboxAttachment,
  '2026_11_30_0008_add_contract_movements': addContractMovements,
  '2026_11_30_0009_movement_applied_changes': movementAppliedChanges,
  '2026_11_30_0010_add_contract_rejected_payments': addContractRejectedPayments,
  '2026_11_30_0011_record_versions': recordVersions,
  '2026_11_30_0012_add_contract_researches': addContractResearches,
  '2026_11_30_0013_add_insurer_news': addInsurerNews,
  '2026_11_30_0014_contract_risk_state': contractRiskState,
};
