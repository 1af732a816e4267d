import { ChevronDown, ChevronsRight } from 'lucide-react';
import { nextStage, projectStages, projectStageSchema, type ProjectRow } from '@paintforge/sync-protocol';
import { Button } from '../../components/button';
import { Menu, MenuContent, MenuLabel, MenuRadioGroup, MenuRadioItem, MenuTrigger } from '../../components/menu';
import { toast } from '../../components/use-toast';
import { t } from '../../i18n/t';
import { moveStage } from '../../data/collection/project-stages';
import { writeFailedToast } from '../../messages/error-text';
import { stageWithCount, useStageNames } from '../../messages/stage-text';

type StagedProject = Pick<ProjectRow, 'id' | 'name' | 'stage' | 'modelCount'>;

/**
 * A miniature's stage (issue 26) with the one-tap move on to the next stage, and a menu to put it in any stage
 * (back as well as on). Each choice is one stage move, saved locally first and synced with its time.
 */
export function StageControl({ project }: { project: StagedProject }) {
  const next = nextStage(project.stage);
  const names = useStageNames();
  const move = (stage: ProjectRow['stage']) => {
    if (stage === project.stage) return;
    moveStage(project.id, stage).catch((error: unknown) => toast(writeFailedToast(t('projects.moveFailed'), error)));
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Menu>
        <MenuTrigger asChild>
          <Button
            variant="outline"
            size="sm"
            aria-label={t('projects.stageOf', { name: project.name, stage: stageWithCount(project.stage, project.modelCount, names) })}
          >
            {stageWithCount(project.stage, project.modelCount, names)}
            <ChevronDown aria-hidden="true" className="size-4" />
          </Button>
        </MenuTrigger>
        <MenuContent align="start" narrow>
          <MenuLabel heading>{t('projects.stage')}</MenuLabel>
          <MenuRadioGroup value={project.stage} onValueChange={(value) => move(projectStageSchema.parse(value))}>
            {projectStages.map((stage) => (
              <MenuRadioItem key={stage} value={stage}>
                {names[stage]}
              </MenuRadioItem>
            ))}
          </MenuRadioGroup>
        </MenuContent>
      </Menu>
      {next ? (
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('projects.moveOn', { name: project.name, stage: names[next] })}
          onClick={() => move(next)}
        >
          <ChevronsRight aria-hidden="true" className="size-4" /> {names[next]}
        </Button>
      ) : null}
    </div>
  );
}
