import type { SectionNav } from '../types';

export const aiNav: SectionNav = {
  id: 'ai',
  title: 'AI & Vectors',
  href: '/guides/ai',
  groups: [
    {
      items: [
        { title: 'Overview', href: '/guides/ai' },
        { title: 'Concepts', href: '/guides/ai/concepts' },
        { title: 'Structured & unstructured', href: '/guides/ai/structured-unstructured' },
      ],
    },
    {
      title: 'Learn',
      items: [
        { title: 'Vector columns', href: '/guides/ai/vector-columns' },
        {
          title: 'Vector indexes',
          href: '/guides/ai/vector-indexes',
          items: [
            { title: 'HNSW indexes', href: '/guides/ai/vector-indexes/hnsw-indexes' },
            { title: 'IVFFlat indexes', href: '/guides/ai/vector-indexes/ivf-indexes' },
          ],
        },
        { title: 'Engineering for scale', href: '/guides/ai/engineering-for-scale' },
        { title: 'Choosing Compute Add-on', href: '/guides/ai/choosing-compute-addon' },
        { title: 'Going to Production', href: '/guides/ai/going-to-prod' },
        { title: 'RAG with Permissions', href: '/guides/ai/rag-with-permissions' },
      ],
    },
    {
      title: 'Search',
      items: [
        { title: 'Semantic search', href: '/guides/ai/semantic-search' },
        { title: 'Keyword search', href: '/guides/ai/keyword-search' },
        { title: 'Hybrid search', href: '/guides/ai/hybrid-search' },
      ],
    },
    {
      title: 'JavaScript Examples',
      items: [
        { title: 'OpenAI completions using Edge Functions', href: '/guides/ai/examples/openai' },
        { title: 'Generate image captions using Hugging Face', href: '/guides/ai/examples/huggingface-image-captioning' },
        { title: 'Generate Embeddings', href: '/guides/ai/quickstarts/generate-text-embeddings' },
        { title: 'Adding generative Q&A to your documentation', href: '/guides/ai/examples/headless-vector-search' },
        { title: 'Adding generative Q&A to your Next.js site', href: '/guides/ai/examples/nextjs-vector-search' },
      ],
    },
    {
      title: 'Python Client',
      items: [
        { title: 'Choosing a Client', href: '/guides/ai/python-clients' },
        { title: 'API', href: '/guides/ai/python/api' },
        { title: 'Collections', href: '/guides/ai/python/collections' },
        { title: 'Indexes', href: '/guides/ai/python/indexes' },
        { title: 'Metadata', href: '/guides/ai/python/metadata' },
      ],
    },
    {
      title: 'Python Examples',
      items: [
        { title: 'Developing locally with Vecs', href: '/guides/ai/vecs-python-client' },
        { title: 'Creating and managing collections', href: '/guides/ai/quickstarts/hello-world' },
        { title: 'Text Deduplication', href: '/guides/ai/quickstarts/text-deduplication' },
        { title: 'Face similarity search', href: '/guides/ai/quickstarts/face-similarity' },
        { title: 'Image search with OpenAI CLIP', href: '/guides/ai/examples/image-search-openai-clip' },
        { title: 'Semantic search with Amazon Titan', href: '/guides/ai/examples/semantic-image-search-amazon-titan' },
        { title: 'Building ChatGPT Plugins', href: '/guides/ai/examples/building-chatgpt-plugins' },
      ],
    },
    {
      title: 'Third-Party Tools',
      items: [
        { title: 'LangChain', href: '/guides/ai/langchain' },
        { title: 'Hugging Face', href: '/guides/ai/hugging-face' },
        { title: 'Google Colab', href: '/guides/ai/google-colab' },
        { title: 'LlamaIndex', href: '/guides/ai/integrations/llamaindex' },
        { title: 'Roboflow', href: '/guides/ai/integrations/roboflow' },
        { title: 'Amazon Bedrock', href: '/guides/ai/integrations/amazon-bedrock' },
      ],
    },
  ],
};
