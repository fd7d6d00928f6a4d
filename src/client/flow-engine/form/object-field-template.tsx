import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  descriptionId,
  getTemplate,
  getUiOptions,
  type ObjectFieldTemplateProps,
  type TitleFieldProps,
  titleId,
} from '@rjsf/utils';

/**
 * A group of questions laid out as the MUI theme lays them out (a column, 16 px apart, each 10 px above the next
 * group's gap) with a flex column instead of MUI's Grid, which no step needs beyond that. Steps never allow extra
 * keys (tests/flows/browser-stand-ins.test.ts), so there is no "add" button.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, required, disabled, readonly, uiSchema, fieldPathId, schema } =
    props;
  const { registry, optionalDataControl } = props;
  const uiOptions = getUiOptions(uiSchema);
  const TitleFieldTemplate = getTemplate('TitleFieldTemplate', registry, uiOptions);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, uiOptions);
  const controlInTitle = !readonly && !disabled;
  return (
    <>
      {title ? (
        <TitleFieldTemplate
          id={titleId(fieldPathId)}
          title={title}
          required={required}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
          optionalDataControl={controlInTitle ? optionalDataControl : undefined}
        />
      ) : null}
      {description ? (
        <DescriptionFieldTemplate
          id={descriptionId(fieldPathId)}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      ) : null}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 1.25 }}>
        {controlInTitle ? null : optionalDataControl}
        {properties.map((element) =>
          // A hidden question takes no space, so it gets no wrapper.
          element.hidden ? (
            element.content
          ) : (
            <Box key={element.name} sx={{ minWidth: 0, mb: 1.25 }}>
              {element.content}
            </Box>
          ),
        )}
      </Box>
    </>
  );
}

/** A group's title over a rule, as the MUI theme shows it; its optional-data control, if any, on the right. */
export function TitleFieldTemplate({ id, title, optionalDataControl }: TitleFieldProps) {
  const heading = <Typography variant="h5">{title}</Typography>;
  return (
    <Box id={id} sx={{ mb: 1, mt: 1 }}>
      {optionalDataControl ? (
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Box sx={{ flexGrow: 1 }}>{heading}</Box>
          {optionalDataControl}
        </Box>
      ) : (
        heading
      )}
      {/* MUI's Divider, drawn by the Box already here (its 1 KB is not needed on every step). */}
      <Box
        component="hr"
        sx={{ m: 0, flexShrink: 0, border: 0, borderBottom: 'thin solid', borderColor: 'divider' }}
      />
    </Box>
  );
}
