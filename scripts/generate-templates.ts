console.log('templates: not generated yet');
