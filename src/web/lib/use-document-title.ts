import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../shared/constants.js';

export const useDocumentTitle = (title: string) => {
  useEffect(() => {
    document.title = title === PRODUCT_NAME ? title : `${title} | ${PRODUCT_NAME}`;
  }, [title]);
};
