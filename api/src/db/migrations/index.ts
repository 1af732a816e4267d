import type { Migration } from 'kysely';
import * as initialSchema from './0001_initial_schema.js';
import * as accounts from './0002_accounts.js';
import * as sync from './0003_sync.js';
import * as errorCodes from './0004_error_codes.js';
import * as feedbackAdminOperations from './0005_feedback_admin_operations.js';
import * as rowCounts from './0006_row_counts.js';
import * as projectShare from './0007_project_share.js';
import * as catalogState from './0008_catalog_state.js';
import * as barcodes from './0009_barcodes.js';
import * as sharedState from './0010_shared_state.js';
import * as paintListOrder from './0011_paint_list_order.js';
import * as catalogSnapshot from './0012_catalog_snapshot.js';
import * as redundantOwnerIndexes from './0013_redundant_owner_indexes.js';
import * as projectLargePhoto from './0014_project_large_photo.js';
import * as logReceivedAtIndex from './0015_log_received_at_index.js';
import * as barcodeSharedMap from './0016_barcode_shared_map.js';
import * as catalogCorrectionSource from './0017_catalog_correction_source.js';
import * as paintRunningLow from './0018_paint_running_low.js';
import * as projectStages from './0019_project_stages.js';
import * as projectStatusByStage from './0020_project_status_by_stage.js';
import * as pileSettings from './0021_pile_settings.js';
import * as catalogColourChanges from './0022_catalog_colour_changes.js';
import * as armies from './0023_armies.js';
import * as passwordChangedAt from './0024_password_changed_at.js';
import * as measuredColours from './0025_measured_colours.js';
import * as keptTexts from './0026_kept_texts.js';
import * as userLanguage from './0027_user_language.js';

/**
 * Every migration, by name, in order. A static map rather than a folder scan: the folder holds .ts under src/ and
 * .js under dist/, and bundlers and tests see neither the same way. A new migration is a new file plus one line here;
 * names sort by their four-digit prefix, which is the order Kysely runs them in.
 */
export const migrations: Record<string, Migration> = {
  '0001_initial_schema': initialSchema,
  '0002_accounts': accounts,
  '0003_sync': sync,
  '0004_error_codes': errorCodes,
  '0005_feedback_admin_operations': feedbackAdminOperations,
  '0006_row_counts': rowCounts,
  '0007_project_share': projectShare,
  '0008_catalog_state': catalogState,
  '0009_barcodes': barcodes,
  '0010_shared_state': sharedState,
  '0011_paint_list_order': paintListOrder,
  '0012_catalog_snapshot': catalogSnapshot,
  '0013_redundant_owner_indexes': redundantOwnerIndexes,
  '0014_project_large_photo': projectLargePhoto,
  '0015_log_received_at_index': logReceivedAtIndex,
  '0016_barcode_shared_map': barcodeSharedMap,
  '0017_catalog_correction_source': catalogCorrectionSource,
  '0018_paint_running_low': paintRunningLow,
  '0019_project_stages': projectStages,
  '0020_project_status_by_stage': projectStatusByStage,
  '0021_pile_settings': pileSettings,
  '0022_catalog_colour_changes': catalogColourChanges,
  '0023_armies': armies,
  '0024_password_changed_at': passwordChangedAt,
  '0025_measured_colours': measuredColours,
  '0026_kept_texts': keptTexts,
  '0027_user_language': userLanguage,
};
