"""The effect language's verbs at work: resolving an effect, each directive's handler, core
effects and destruction."""
