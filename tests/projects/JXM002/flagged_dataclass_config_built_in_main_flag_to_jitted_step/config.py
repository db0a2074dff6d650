from dataclasses import dataclass


@dataclass
class TrainConfig:
    learning_rate: float = 0.1
    use_dropout: bool = True
