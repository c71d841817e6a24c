import Button, { type ButtonProps } from '@mui/material/Button';

type FormSubmitButtonProps = Omit<ButtonProps, 'type' | 'variant' | 'fullWidth' | 'sx'> & {
  /** In a narrow card the button fills the width; on a page it keeps its own width from `sm` up. */
  layout: 'card' | 'page';
};

/** A form's submit button, below its fields. */
export function FormSubmitButton({ layout, ...props }: FormSubmitButtonProps) {
  return layout === 'card' ? (
    <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 1 }} {...props} />
  ) : (
    <Button
      type="submit"
      variant="contained"
      size="large"
      // The spinner takes the icon's place, so the button keeps its width while it waits.
      loadingPosition="start"
      sx={{ mt: 1, width: { xs: '100%', sm: 'auto' } }}
      {...props}
    />
  );
}
