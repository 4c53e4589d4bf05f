export { FormField, fieldDescriptionIds, type FormFieldProps } from './FormField';
export { controlStyles } from './FormField.styles';
