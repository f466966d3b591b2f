import { openSqliteIndex } from '../sqlite-index';
import { defineIndexSuite } from './index-suite';

defineIndexSuite('SQLite search index', async () => openSqliteIndex(':memory:'));
