# modern: TwixT, Lines of Action, Quoridor
