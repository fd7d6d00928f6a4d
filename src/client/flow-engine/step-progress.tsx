import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** How far through the application this step is (the flow file's `progress`). */
export function StepProgress({ value }: { value: number }) {
  const labelId = useId();
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography id={labelId} variant="body2" color="text.secondary">
          Application progress
        </Typography>
        <Typography variant="body2" color="text.secondary" aria-hidden="true">
          {value}%
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-labelledby={labelId}
        aria-valuetext={`${value}% complete`}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
